import type { CaptchaDisplayLabels } from '../components/CaptchaDisplay/CaptchaDisplay.tsx';

export const captchaDisplayLabels: CaptchaDisplayLabels = {
  alt: 'सुरक्षा कोड: दिखाए गए अक्षर लिखें, या सुनने वाला बटन दबाकर उन्हें सुनें',
  listen: 'सुरक्षा कोड सुनें',
  refresh: 'नया सुरक्षा कोड लें',
  loading: 'नया सुरक्षा कोड आ रहा है…',
  error: 'सुरक्षा कोड नहीं खुल पाया।',
  retry: 'फिर से कोशिश करें।',
};
