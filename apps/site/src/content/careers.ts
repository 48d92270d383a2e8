import { companyRecord } from './company-record.ts';
import { resumeFacts } from './facts/careers.ts';
import { privacyNotices } from './privacy.ts';

export interface Benefit {
  id: 'health' | 'flexibility' | 'time-off' | 'office' | 'development';
  title: string;
  text: string;
}

export const careersPage = {
  heading: 'Careers',
  intro: 'Help first-time riders get on the road, and help India go electric.',
  cultureHeading: 'Our culture',
  culture: [
    'We are a young company of about 1,200 people, most of them in our branches. We hire people who like solving problems for customers, and we give them room to do it.',
    `We say things plainly, share what we know, and own our mistakes. ${companyRecord.womenAtHeadOffice} of our head-office employees are women, and we are working to raise that share in our branches.`,
    'Whether you join a branch in Nashik or the technology team in Pune, you will see the effect of your work on real customers within weeks.',
  ],
  benefitsHeading: 'What we offer',
  benefits: [
    {
      id: 'health',
      title: 'Health and wellness',
      text: 'Medical insurance for you, your spouse, children and parents, an annual health check and confidential counselling.',
    },
    {
      id: 'flexibility',
      title: 'Work flexibility',
      text: 'Flexible hours at the head office and up to two days a week from home where the role allows.',
    },
    {
      id: 'time-off',
      title: 'Vacation and time off',
      text: 'Twenty-four days of paid leave a year, plus public holidays, 26 weeks of maternity leave and 4 weeks of paternity leave.',
    },
    {
      id: 'office',
      title: 'Office life and perks',
      text: 'Bright offices close to public transport, subsidised meals, and a loan at staff rates for your own electric scooter.',
    },
    {
      id: 'development',
      title: 'Professional development',
      text: 'A learning budget for every employee, certification courses in credit and compliance, and internal moves between teams.',
    },
  ] satisfies readonly Benefit[],
  form: {
    heading: 'Send us your profile',
    intro: 'Fields marked * are required. We will get in touch if a role fits your profile.',
    requiredMark: '*',
    labels: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone Number',
      location: 'Location',
      resume: 'Resume',
      linkedin: 'Linkedin Profile',
    },
    hints: {
      email: 'Optional: we write to you here if a role fits',
      phone: '10-digit mobile number',
      location: 'The city you live in or would like to work in',
      resume: 'PDF only, at most 5 MB',
      linkedin: 'For example linkedin.com/in/your-name',
    },
    resumeButton: { choose: 'Choose file', replace: 'Replace file' },
    removeResume: (fileName: string) => `Remove ${fileName}`,
    submit: 'Submit',
    submitting: 'Sending…',
    resumeUploadFailed:
      'We could not upload your resume. Please check your connection and try again; nothing you typed is lost.',
    failed:
      'Something went wrong! We could not send your profile. Please try again; nothing you typed is lost.',
    privacy: privacyNotices.career,
  },
  success: {
    title: 'Thank you for your interest',
    text: 'Our team will get in touch with you soon.',
    button: 'Awesome !',
  },
} as const;

/** Resume rules (the product decisions, `facts/careers.ts`) and their words. */
export const resumeRules = {
  ...resumeFacts,
  notPdf: 'Please choose your resume as a PDF file.',
  tooLarge: 'Your resume is larger than 5 MB. Please choose a smaller PDF.',
  kept: (fileName: string) => `Your earlier file, “${fileName}”, is still attached.`,
} as const;
