const whole = { type: 'integer', minimum: 0 } as const;
const percent = { type: 'number', minimum: 0, maximum: 100 } as const;
const code = { type: ['integer', 'string'] } as const;
const text = { type: 'string', minLength: 1 } as const;

const described = <const S extends object, const D extends string>(schema: S, description: D) =>
  ({ ...schema, description }) as S & { readonly description: D };

/** The business constants and limits of spec §9, each named once; screens use them as const.<name>. */
const properties = {
    basePath: described(text, 'Base path prefix of every call'),
    commonSuccessCode: described(code, 'Success code of the common client'),
    paymentSuccessCode: described(code, 'Success code of the payment calls'),
    templateSuccessCode: described(code, 'Success code of the channel template call'),
    requestTimeoutMs: described(whole, 'Timeout of the JSON and form clients'),
    complaintTextMax: described(whole, 'Most characters in a complaint'),
    complaintImagesMax: described(whole, 'Most images in a complaint'),
    smsCountdownSeconds: described(whole, 'Seconds before an SMS code can be sent again'),
    repaySmsCodeMinLength: described(whole, 'Fewest characters of the repayment SMS code'),
    phoneMaxLength: described(whole, 'Digits in a phone number'),
    captchaMaxLength: described(whole, 'Characters of the graphic captcha'),
    smsCodeMaxLength: described(whole, 'Characters of the registration SMS code'),
    phonePattern: described(text, 'Regular expression a phone number must match'),
    complaintSuccessModalMs: described(whole, 'How long the complaint success modal shows'),
    ratingModalDelayMs: described(whole, 'Delay before the rating modal opens'),
    confirmReloadMs: described(whole, 'Delay before the confirm page reloads once'),
    toastDefaultMs: described(whole, 'Default toast duration'),
    toastMinMs: described(whole, 'A custom toast duration must be over this'),
    deferralMaxDays: described(whole, 'Days a repayment can be deferred'),
    detailRowsFolded: described(whole, 'Detail rows shown while folded'),
    scoreMax: described(whole, 'Highest score'),
    rateAppThreshold: described(whole, 'Scores at or above this ask to rate the app'),
    whatsappOverall: described(whole, 'Parameter of the contact info call'),
    collectionProblemType: described(code, 'Problem type value of collection complaints'),
    contractAnnualRate: described(text, 'Annual rate printed in the contract'),
    contractInterest: described(text, 'Interest printed in the contract'),
    vatPercent: described(percent, 'VAT, as a percent of interest plus commission'),
    overduePenaltyPercentPerDay: described(percent, 'Overdue penalty per day'),
    minimumApplicantAge: described(whole, 'Minimum age of an applicant'),
    loanTermMinDays: described(whole, 'Shortest loan term'),
    loanTermMaxDays: described(whole, 'Longest loan term'),
    prepaymentMinDaysAfterDisbursement: described(whole, 'Days after disbursement before prepayment'),
    lateFeeNewClient: described(whole, 'One-off late fee, new clients'),
    lateFeeRepeatClient: described(whole, 'One-off late fee, repeat clients'),
    lateDailyRateDays1To30: described(percent, 'Daily late rate, days 1 to 30'),
    lateDailyRateDays31To90: described(percent, 'Daily late rate, days 31 to 90'),
    lateDailyRateFromDay91: described(percent, 'Daily late rate from day 91'),
    fundsCreditMinDays: described(whole, 'Fewest days to credit approved funds'),
    fundsCreditMaxDays: described(whole, 'Most days to credit approved funds'),
    decisionDays: described(whole, 'Days to a decision'),
    personalDataChangeNoticeDays: described(whole, 'Days to report changed personal data'),
    assignmentNoticeBusinessDays: described(whole, 'Business days of notice of an assignment'),
    judgmentDefaultDays: described(whole, 'Days an unpaid judgment takes to be a default'),
    faceDataRetentionDays: described(whole, 'Days face data is kept'),
    arcoResponseDays: described(whole, 'Days to answer an ARCO request'),
    arcoEffectWorkingDays: described(whole, 'Working days for an ARCO decision to take effect'),
    arcoCorrectionDays: described(whole, 'Days to ask for more information on an ARCO request'),
    arcoCorrectionExtendedDays: described(whole, 'Days the user has to answer that'),
    defaultMerchantNumber: described(text, 'Merchant number sent when the URL has none'),
    minorUnitsPerMajor: described(whole, 'Minor units in one major unit of money'),
    amountDecimals: described(whole, 'Decimals shown in amounts'),
    thousandsSeparator: described({ type: 'string' } as const, 'Thousands separator'),
    decimalSeparator: described({ type: 'string' } as const, 'Decimal separator'),
    cookieExpires: described(text, 'Expiry of cookies the product sets'),
    messengerUserAgent: described(text, 'Text in the user agent of the in-app messenger browser'),
    uploadMaxBytes: described(whole, 'Largest image a borrower may upload'),
} as const;

export const constantsSchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties) as readonly (keyof typeof properties)[],
  properties,
} as const;
