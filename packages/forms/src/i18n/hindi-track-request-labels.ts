import type { Catalogue, Translation } from './english.ts';

/**
 * The tracking page's labels and a ticket's status names in Hindi, a module of their own: the page
 * shows them at once, so it takes them alone (`@company/forms/hi`) rather than the whole catalogue.
 */
export const hindiTrackRequestLabels: Translation<Catalogue>['trackRequestLabels'] = {
  ticket: 'टिकट नंबर',
  ticketHint: 'यह SR से शुरू होता है, और उस SMS में लिखा है जो अनुरोध दर्ज करने पर हमने भेजा था।',
  mobile: 'मोबाइल नंबर',
  mobileHint: 'वही मोबाइल नंबर जिससे आपने अनुरोध दर्ज किया था।',
  sendOtp: 'मोबाइल पर OTP भेजें',
  otp: '6 अंकों का कोड डालें',
  otpHint: 'हमने इसे SMS से भेजा है। यह 5 मिनट तक चलेगा।',
  verify: 'मेरा अनुरोध दिखाएँ',
  resend: 'नया कोड भेजें',
  changeDetails: 'टिकट या मोबाइल नंबर बदलें',
  errorSummary: 'कुछ जानकारी ठीक करनी है',
};

export const hindiTrackRequestStatusLabels: Translation<Catalogue>['trackRequestMessages']['statusLabels'] =
  {
    open: 'खुला',
    'in-progress': 'काम चल रहा है',
    resolved: 'हल हो गया',
    closed: 'बंद',
    rejected: 'नामंज़ूर',
  };
