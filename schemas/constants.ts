const whole = { type: 'integer', minimum: 0 } as const;
/** A largest amount: zero would allow nothing. */
const maximum = { type: 'integer', minimum: 1 } as const;
const percent = { type: 'number', minimum: 0, maximum: 100 } as const;
const code = { type: ['integer', 'string'] } as const;
const text = { type: 'string', minLength: 1 } as const;

const described = <const S extends object, const D extends string>(schema: S, description: D) =>
  ({ ...schema, description }) as S & { readonly description: D };

/** The business constants and limits, each named once; screens use them as const.<name>. */
const properties = {
  basePath: described(text, 'Prefix of every server call path; change it when the API moves, e.g. "/evolved".'),
  commonSuccessCode: described(
    code,
    "The answer code that means success for most calls; any other code shows the server's message to the borrower, e.g. 0.",
  ),
  paymentSuccessCode: described(code, 'The answer code that means success for payment calls, e.g. "00".'),
  templateSuccessCode: described(code, 'The answer code that means success for the register page template, e.g. "00".'),
  appRequestTimeoutMs: described(
    whole,
    'Milliseconds the borrower waits for an answer from the common, payment and wrapped calls before a network-error message with Retry (on a screen) or a toast (after a tap); for uploads, the longest the sending may stall, e.g. 20000.',
  ),
  screenCodeTimeoutMs: described(
    whole,
    "Milliseconds the borrower waits for a screen's code to arrive before a message with Retry, which loads the page again, e.g. 20000.",
  ),
  requestTimeoutMs: described(
    whole,
    'Milliseconds the register and download pages wait for a server answer before a network-error message, e.g. 60000.',
  ),
  complaintTextMax: described(maximum, 'Most characters a borrower can write in a complaint; the counter reads n/this, e.g. 200.'),
  complaintImagesMax: described(maximum, 'Most pictures a borrower can attach to a complaint, e.g. 9.'),
  smsCountdownSeconds: described(
    whole,
    'Seconds the borrower waits before asking for another SMS code; the button counts them down, e.g. 60.',
  ),
  repaySmsCodeMinLength: described(whole, 'Fewest characters of the SMS code of a card repayment before Confirm is accepted, e.g. 6.'),
  phoneMaxLength: described(
    maximum,
    'How many digits the phone field takes on the register page; also fills {0} of promo.phonePlaceholder, e.g. 11.',
  ),
  captchaMaxLength: described(maximum, 'Characters of the picture code (captcha) on the register page, e.g. 4.'),
  smsCodeMaxLength: described(maximum, 'Characters of the SMS code on the register page, e.g. 6.'),
  phonePattern: described(
    text,
    'What counts as a valid mobile number, as a regular expression; the register page and the sandbox both check it, so change promo.phoneInvalid with it, e.g. "^1[3-9][0-9]{9}$".',
  ),
  complaintSuccessModalMs: described(whole, "Milliseconds the 'complaint sent' message stays before the borrower is taken on, e.g. 1500."),
  ratingModalDelayMs: described(whole, 'Milliseconds before the rating dialog opens on an answered complaint, e.g. 3000.'),
  confirmReloadMs: described(whole, 'Milliseconds before the loan confirmation page reloads once after its pop-up, e.g. 5500.'),
  toastDefaultMs: described(whole, 'Milliseconds a short message (toast) stays on screen, e.g. 3000.'),
  toastMinMs: described(
    whole,
    'A toast asking for its own duration must ask for more than this many milliseconds, else it gets the default, e.g. 300.',
  ),
  deferralMaxDays: described(maximum, 'Most days a borrower can defer a repayment on the extension page, e.g. 7.'),
  detailRowsFolded: described(whole, 'Rows of loan details shown before the borrower taps More, e.g. 2.'),
  scoreMax: described(maximum, 'Highest score, and the number of stars shown, e.g. 5.'),
  rateAppThreshold: described(whole, 'Scores at or above this ask the borrower to rate the app in the store, e.g. 4.'),
  whatsappOverall: described(whole, 'Parameter of the contact info call on the customer service page, e.g. 30.'),
  collectionProblemType: described(
    code,
    'The problem type of complaints about collection; picking it asks the borrower which order, e.g. 1.',
  ),
  contractAnnualRate: described(text, 'Annual rate printed in the loan agreement, e.g. "18%".'),
  contractInterest: described(text, 'Interest printed in the loan agreement, e.g. "0.0065%".'),
  vatPercent: described(percent, 'VAT on interest plus commission, as a percent; documents show it as {{vatPercent}}, e.g. 16.'),
  overduePenaltyPercentPerDay: described(percent, 'Penalty per overdue day, as a percent, shown in the loan terms, e.g. 3.'),
  minimumApplicantAge: described(whole, 'Minimum age of an applicant, shown in the loan terms, e.g. 18.'),
  loanTermMinDays: described(whole, 'Shortest loan term in days, shown in the loan terms, e.g. 91.'),
  loanTermMaxDays: described(maximum, 'Longest loan term in days, shown in the loan terms, e.g. 365.'),
  prepaymentMinDaysAfterDisbursement: described(
    whole,
    'Days after the money arrives before a borrower may repay early, shown in the loan terms, e.g. 7.',
  ),
  lateFeeNewClient: described(whole, 'One-off late fee for new clients, shown in the loan terms, e.g. 1000.'),
  lateFeeRepeatClient: described(whole, 'One-off late fee for repeat clients, shown in the loan terms, e.g. 800.'),
  lateDailyRateDays1To30: described(percent, 'Daily late rate for days 1 to 30, as a percent, shown in the loan terms, e.g. 5.'),
  lateDailyRateDays31To90: described(percent, 'Daily late rate for days 31 to 90, as a percent, shown in the loan terms, e.g. 4.'),
  lateDailyRateFromDay91: described(percent, 'Daily late rate from day 91, as a percent, shown in the loan terms, e.g. 2.'),
  fundsCreditMinDays: described(whole, 'Fewest days until approved money reaches the borrower, shown in the loan terms, e.g. 1.'),
  fundsCreditMaxDays: described(maximum, 'Most days until approved money reaches the borrower, shown in the loan terms, e.g. 3.'),
  decisionDays: described(whole, 'Days until the borrower gets a decision, shown in the loan terms, e.g. 1.'),
  personalDataChangeNoticeDays: described(whole, 'Days the borrower has to report changed personal data, shown in the loan terms, e.g. 3.'),
  assignmentNoticeBusinessDays: described(
    whole,
    'Business days of notice before the loan is assigned to another company, shown in the loan terms, e.g. 7.',
  ),
  judgmentDefaultDays: described(whole, 'Days an unpaid judgment takes to become a default, shown in the loan terms, e.g. 10.'),
  faceDataRetentionDays: described(whole, 'Days face data is kept, shown in the privacy notice, e.g. 30.'),
  arcoResponseDays: described(
    whole,
    "Days to answer a borrower's ARCO request (access, correction, cancellation, objection), shown in the privacy notice, e.g. 20.",
  ),
  arcoEffectWorkingDays: described(whole, 'Working days for an ARCO decision to take effect, shown in the privacy notice, e.g. 15.'),
  arcoCorrectionDays: described(
    whole,
    'Days to ask the borrower for more information on an ARCO request, shown in the privacy notice, e.g. 5.',
  ),
  arcoCorrectionExtendedDays: described(whole, 'Days the borrower has to send that information, shown in the privacy notice, e.g. 10.'),
  defaultMerchantNumber: described(text, 'Merchant number sent with payment calls when the page address has none, e.g. "YM-MX-0001".'),
  minorUnitsPerMajor: described(whole, 'Minor units (cents) in one unit of money; amounts from the server are divided by it, e.g. 100.'),
  amountDecimals: described(whole, 'Decimals shown in amounts, e.g. 2.'),
  thousandsSeparator: described({ type: 'string' } as const, 'Separator of thousands in amounts, e.g. ".".'),
  decimalSeparator: described({ type: 'string' } as const, 'Separator of decimals in amounts, e.g. ",".'),
  messengerUserAgent: described(
    text,
    'Text in the browser identity of the in-app messenger browser, so the register page can tell borrowers to open a real browser, e.g. "MicroMessenger".',
  ),
  uploadMaxBytes: described(
    maximum,
    'Largest picture a borrower may upload, in bytes; a bigger one is refused with a message, e.g. 5242880.',
  ),
  uploadMaxSide: described(maximum, 'Longest side in pixels a photo is scaled down to before upload, e.g. 1600.'),
  uploadJpegQuality: described(percent, 'JPEG quality of a scaled photo, in percent; lower is smaller and blurrier, e.g. 80.'),
} as const;

export const constantsSchema = {
  type: 'object',
  title: 'business constants (screens read them as const.<name>)',
  additionalProperties: false,
  required: Object.keys(properties) as readonly (keyof typeof properties)[],
  properties,
} as const;
