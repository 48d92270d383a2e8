import type * as En from '../captcha.ts';
import type { Translation } from './translation.ts';

export const captchaCopy = {
  alt: 'सुरक्षा कोड: दिखाए गए अक्षर टाइप करें, या सुनने के लिए सुनें बटन दबाएँ',
  refreshLabel: 'नया सुरक्षा कोड लें',
  listenLabel: 'सुरक्षा कोड सुनें',
  replaced: 'सुरक्षा कोड की समय-सीमा खत्म हो गई, इसलिए यह नया कोड है। कृपया इसके अक्षर टाइप करें।',
} as const satisfies Translation<typeof En.captchaCopy>;
