import type { FileInputLabels } from '../components/FileInput/FileInput.tsx';

export const fileInputLabels: FileInputLabels = {
  choose: 'फ़ाइल चुनें',
  replace: 'फ़ाइल बदलें',
  remove: (file: File) => `${file.name} हटाएँ`,
  typeHint: (types: string) => `${types} फ़ाइल`,
  sizeHint: (limit: string) => `${limit} तक`,
  notAccepted: (file: File, types: string) =>
    `“${file.name}” ${types} फ़ाइल नहीं है। कोई ${types} फ़ाइल चुनें।`,
  tooLarge: (file: File, limit: string, size: string) =>
    `“${file.name}” ${size} की है, ${limit} की सीमा से बड़ी। कोई छोटी फ़ाइल चुनें।`,
  kept: (previous: File) => `आपकी पहले वाली फ़ाइल “${previous.name}” अब भी लगी हुई है।`,
};
