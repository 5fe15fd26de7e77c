import type { IncomingHttpHeaders } from 'node:http';

/**
 * Every display string the sandbox sends, in its two languages, and the helpers that pick one.
 * Structured values (codes, ids, amounts in cents, epoch times, URLs) never come from here: they are the same in
 * both languages. Templates take `{0}`, `{1}` … as the front end's fmt() does.
 */
export type Lang = 'es' | 'en';

/** `is-need-pop=1` is English, anything else Spanish; the promotion clients say `X-Language: en`. */
export function requestLanguage(query: URLSearchParams, headers: IncomingHttpHeaders): Lang {
  const header = headers['x-language'];
  const language = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return query.get('is-need-pop') === '1' || language === 'en' || language.startsWith('en-') ? 'en' : 'es';
}

/** The currency each language pack writes amounts with (pages.yaml `languages.packs.<lang>.currency`). */
export const CURRENCY: Readonly<Record<Lang, string>> = { es: '$', en: '₹' };

const ES = {
  'ok.payment': 'Éxito',
  'error.route': 'Ruta no encontrada: {0}',
  'error.method': 'Método no permitido',
  'error.internal': 'Error interno del sandbox',
  'error.badRequest': 'Solicitud inválida',
  'error.unavailable': 'El servicio no está disponible, intente más tarde',
  'error.file': 'Archivo no encontrado',

  'type.1': 'Cobranza',
  'type.2': 'Pago',
  'type.3': 'Préstamo',
  'type.4': 'Cuenta',
  'type.5': 'Otro',
  'sonType.1': 'Llamadas excesivas',
  'sonType.2': 'Lenguaje ofensivo o amenazas',
  'sonType.3': 'Contacto a familiares o terceros',
  'sonType.4': 'Llamadas fuera de horario',
  'tab.0': 'Pendiente',
  'tab.1': 'Resuelto',
  'complaint.overall': 'Parámetro overall inválido',
  'complaint.missing': 'La queja no existe',
  'complaint.type': 'Seleccione el tipo de problema',
  'complaint.order': 'Orden no encontrada: {0}',
  'complaint.sonType': 'Seleccione el subtipo de cobranza',
  'complaint.collection': 'La orden seleccionada no admite quejas de cobranza',
  'complaint.empty': 'Describa su problema u opinión',
  'complaint.tooLong': 'La descripción no puede superar {0} caracteres',
  'complaint.images': 'Puede adjuntar hasta {0} imágenes',
  'upload.tooLarge': 'La imagen no debe superar {0} MB',
  'upload.none': 'Seleccione una imagen para subir',
  'upload.type': 'Solo se permiten imágenes JPG, PNG, GIF o WEBP',
  'seed.1001.content': 'Me llaman de cobranza hasta ocho veces al día, incluso antes de la fecha de vencimiento.',
  'seed.1001.reply':
    'Revisamos su caso y limitamos los contactos de cobranza a uno por día, entre 9:00 y 20:00. ' +
    'Adjuntamos el registro de llamadas corregido. Lamentamos las molestias.',
  'seed.1002.content': 'Pagué en OXXO el 12 de junio y mi pago todavía no aparece en la app.',
  'seed.1003.content': 'No puedo cambiar mi número de teléfono registrado.',
  'seed.1003.reply': 'Actualizamos su número. Cierre sesión y vuelva a entrar con el número nuevo.',

  'status.21': 'En revisión',
  'status.151': 'Desembolsando',
  'status.110': 'Rechazado',
  'status.170': 'Desembolso fallido',
  'status.174': 'Pendiente de pago',
  'status.180': 'Vencido',
  'status.200': 'Pagado',
  'status.other': 'En proceso',
  'notice.21': 'Estamos revisando su solicitud. Le avisaremos el resultado en menos de 24 horas.',
  'notice.151': 'Su préstamo fue aprobado. El depósito llegará a su cuenta en unos minutos.',
  'notice.110': 'Por ahora no podemos aprobar su solicitud. Puede intentarlo de nuevo en 7 días.',
  'notice.170': 'No pudimos depositar en su cuenta bancaria. Verifique los datos de su cuenta.',
  'notice.174': 'Su pago de {0} vence el {1}. Pague a tiempo para mejorar su historial.',
  'notice.180.one': 'Su préstamo tiene {0} día de atraso. Pague hoy para evitar más cargos.',
  'notice.180': 'Su préstamo tiene {0} días de atraso. Pague hoy para evitar más cargos.',
  'notice.200': '¡Gracias! Su préstamo está liquidado. Puede solicitar uno nuevo cuando quiera.',
  'row.amount': 'Monto del préstamo',
  'row.repay': 'Monto a pagar',
  'row.interest': 'Intereses',
  'row.lateFee': 'Cargo por demora',
  'row.coupon': 'Descuento de cupón',
  'row.overdueDays': 'Días de atraso',
  'row.insurance': 'Seguro de vida',
  'row.prepayPenalty': 'Penalización por pago anticipado',
  'row.applyDate': 'Fecha de solicitud',
  'row.dueDate': 'Fecha de vencimiento',
  'row.orderNo': 'Número de orden',
  'order.missing': 'Orden no encontrada',
  'order.nothingDue': 'La orden no tiene pagos pendientes',

  'confirm.requested': 'Monto solicitado',
  'confirm.commission': 'Comisión',
  'confirm.vat': 'IVA',
  'confirm.received': 'Monto a recibir',
  'confirm.total': 'Total a pagar',
  'confirm.plan': 'Pago {0} de {1}',
  'confirm.planCoupon': 'Capital + intereses - cupón',
  'confirm.planPlain': 'Capital + intereses',
  'confirm.rateMsg': 'Tasa de interés diaria',
  'confirm.pop': 'Estamos calculando el mejor monto para usted. Espere unos segundos.',
  'confirm.requote': 'Monto ajustado según su evaluación crediticia.',
  'confirm.approved': 'Monto aprobado para su perfil.',
  'confirm.noProduct': 'Producto no disponible',
  'confirm.amountMismatch': 'El monto no coincide con la oferta vigente',
  'confirm.termMismatch': 'El plazo no coincide con la oferta vigente',

  'plan.notice': 'Su pago se refleja en un máximo de 30 minutos. Conserve su comprobante y no pague dos veces.',
  'channel.stores': 'Tiendas de conveniencia',
  'channel.bank': 'Transferencia bancaria',
  'channel.oxxo': 'Paga en efectivo en cualquier OXXO. La tienda cobra una comisión de {0}.',
  'channel.seven': 'Dicta la referencia en caja de 7-Eleven. Comisión de {0}.',
  'channel.ahorro': 'Pide en caja el pago de servicio "{0}" con tu número de orden.',
  'channel.spei': 'Transfiere desde la app de tu banco a esta CLABE. Sin comisión.',
  'channel.bbva': 'Paga en ventanilla o practicaja BBVA con el convenio {0}.',
  'delay.refused': 'Esta orden no admite extensión',
  'delay.title': 'Extensión de {0} días',
  'delay.today': 'Pago de hoy',
  'delay.todayRemark': 'Solo el cargo de extensión vigente',
  'delay.newDue': 'Pago al nuevo vencimiento',
  'delay.newDueRemark': 'Saldo pendiente',
  'delay.notice': 'Puede posponer su pago hasta {0} días pagando solo el cargo de extensión vigente.',
  'delay.note': 'La nueva fecha se aplica en cuanto recibimos su pago. El saldo pendiente no cambia.',
  'voucher.badType': 'Tipo de solicitud inválido',
  'voucher.badAmount': 'Monto inválido',
  'voucher.badCode': 'Código de pago inválido',
  'voucher.repayTitle': 'Monto total a pagar',
  'voucher.extensionTitle': 'Monto de la extensión',
  'voucher.des': 'Muestra este código en caja y paga el monto exacto en efectivo.',
  'voucher.howTitle': 'Cómo pagar',
  'voucher.how1': 'Acude a la tienda o sucursal y pide hacer un pago de servicio.',
  'voucher.how2': 'Muestra el código de barras o dicta la referencia al cajero.',
  'voucher.how3': 'Paga el monto exacto y conserva tu comprobante.',
  'voucher.importantTitle': 'Importante',
  'voucher.important1': 'Tu pago se refleja en un máximo de 30 minutos.',
  'voucher.important2': 'La tienda puede cobrar una comisión por operación.',
  'voucher.feesTitle': 'Consulta las comisiones de cada canal',
  'score.invalid': 'Calificación inválida',

  'contract.noOrder': 'Falta el número de orden',
  'contract.missing': 'No encontramos el contrato de la orden {0}',
  'contract.rejected': 'La orden fue rechazada y no tiene contrato',

  'pay.repeated': 'Su pago ya fue recibido o está en proceso. No repita el pago.',
  'pay.tokenExpired': 'La sesión de pago venció. Vuelva a intentarlo.',
  'pay.invalidCard': 'Seleccione una tarjeta bancaria válida',
  'pay.invalidAmount': 'Monto de pago inválido',
  'pay.noRecord': 'No encontramos el registro de pago. Solicite un código nuevo.',
  'pay.wrongCode': 'Código de verificación incorrecto',

  'promo.templateMissing': 'Plantilla no encontrada',
  'promo.noSid': 'Falta el parámetro sid',
  'promo.badPhone': 'Ingrese un número de teléfono válido',
  'promo.wrongCaptcha': 'Código gráfico incorrecto',
  'promo.registered': 'Este número ya está registrado. Descargue la app e inicie sesión.',
  'promo.rateLimited': 'Demasiadas solicitudes de código. Intente de nuevo más tarde.',
  'promo.wrongSms': 'Código SMS incorrecto',
  'template.1.subtitle': 'Hasta {0} en minutos, sin aval',
  'template.1.button': 'Registrarme',
  'template.1.agreement': 'Aviso de privacidad y términos del préstamo',
  'template.2.subtitle': 'Tu primer préstamo con 0% de interés',
  'template.2.button': 'Obtener mi préstamo',
  'template.2.agreement': 'Términos y condiciones de CrediYa',
} as const;

/** A message of the tables. */
export type TextKey = keyof typeof ES;

/** Typed against the Spanish table, so a key missing here (or one only here) does not compile. */
const EN: Readonly<Record<TextKey, string>> = {
  'ok.payment': 'Success',
  'error.route': 'Route not found: {0}',
  'error.method': 'Method not allowed',
  'error.internal': 'Internal sandbox error',
  'error.badRequest': 'Invalid request',
  'error.unavailable': 'The service is unavailable, please try again later',
  'error.file': 'File not found',

  'type.1': 'Collection',
  'type.2': 'Payment',
  'type.3': 'Loan',
  'type.4': 'Account',
  'type.5': 'Other',
  'sonType.1': 'Too many calls',
  'sonType.2': 'Offensive language or threats',
  'sonType.3': 'Contact with family or third parties',
  'sonType.4': 'Calls outside business hours',
  'tab.0': 'Pending',
  'tab.1': 'Resolved',
  'complaint.overall': 'Invalid overall parameter',
  'complaint.missing': 'The complaint does not exist',
  'complaint.type': 'Select the problem type',
  'complaint.order': 'Order not found: {0}',
  'complaint.sonType': 'Select the collection sub-type',
  'complaint.collection': 'The selected order does not allow collection complaints',
  'complaint.empty': 'Describe your problem or opinion',
  'complaint.tooLong': 'The description cannot be longer than {0} characters',
  'complaint.images': 'You can attach up to {0} images',
  'upload.tooLarge': 'The image must not be larger than {0} MB',
  'upload.none': 'Select an image to upload',
  'upload.type': 'Only JPG, PNG, GIF or WEBP images are allowed',
  'seed.1001.content': 'Collection agents call me up to eight times a day, even before the due date.',
  'seed.1001.reply':
    'We reviewed your case and limited collection contacts to one a day, between 9:00 and 20:00. ' +
    'The corrected call log is attached. We apologise for the trouble.',
  'seed.1002.content': 'I paid at OXXO on 12 June and my payment still does not show in the app.',
  'seed.1003.content': 'I cannot change my registered phone number.',
  'seed.1003.reply': 'We updated your number. Log out and log in again with the new number.',

  'status.21': 'Under review',
  'status.151': 'Disbursing',
  'status.110': 'Rejected',
  'status.170': 'Disbursement failed',
  'status.174': 'Payment due',
  'status.180': 'Overdue',
  'status.200': 'Paid',
  'status.other': 'In progress',
  'notice.21': 'We are reviewing your application. We will tell you the result within 24 hours.',
  'notice.151': 'Your loan was approved. The money will reach your account in a few minutes.',
  'notice.110': 'We cannot approve your application for now. You can try again in 7 days.',
  'notice.170': 'We could not pay into your bank account. Please check your account details.',
  'notice.174': 'Your payment of {0} is due on {1}. Pay on time to improve your credit history.',
  'notice.180.one': 'Your loan is {0} day overdue. Pay today to avoid further charges.',
  'notice.180': 'Your loan is {0} days overdue. Pay today to avoid further charges.',
  'notice.200': 'Thank you! Your loan is paid off. You can apply for a new one whenever you like.',
  'row.amount': 'Loan amount',
  'row.repay': 'Amount to repay',
  'row.interest': 'Interest',
  'row.lateFee': 'Late fee',
  'row.coupon': 'Coupon discount',
  'row.overdueDays': 'Days overdue',
  'row.insurance': 'Life insurance',
  'row.prepayPenalty': 'Early repayment penalty',
  'row.applyDate': 'Application date',
  'row.dueDate': 'Due date',
  'row.orderNo': 'Order number',
  'order.missing': 'Order not found',
  'order.nothingDue': 'The order has no payments due',

  'confirm.requested': 'Amount requested',
  'confirm.commission': 'Commission',
  'confirm.vat': 'VAT',
  'confirm.received': 'Amount you receive',
  'confirm.total': 'Total to repay',
  'confirm.plan': 'Payment {0} of {1}',
  'confirm.planCoupon': 'Principal + interest - coupon',
  'confirm.planPlain': 'Principal + interest',
  'confirm.rateMsg': 'Daily interest rate',
  'confirm.pop': 'We are working out the best amount for you. Please wait a few seconds.',
  'confirm.requote': 'Amount adjusted to your credit assessment.',
  'confirm.approved': 'Amount approved for your profile.',
  'confirm.noProduct': 'Product not available',
  'confirm.amountMismatch': 'The amount does not match the current offer',
  'confirm.termMismatch': 'The term does not match the current offer',

  'plan.notice': 'Your payment shows within 30 minutes. Keep your receipt and do not pay twice.',
  'channel.stores': 'Convenience stores',
  'channel.bank': 'Bank transfer',
  'channel.oxxo': 'Pay in cash at any OXXO. The store charges a fee of {0}.',
  'channel.seven': 'Read out the reference at the 7-Eleven till. Fee of {0}.',
  'channel.ahorro': 'Ask at the till to pay the "{0}" service with your order number.',
  'channel.spei': 'Transfer to this CLABE from your bank app. No fee.',
  'channel.bbva': 'Pay at a BBVA branch or practicaja with agreement number {0}.',
  'delay.refused': 'This order cannot be extended',
  'delay.title': '{0}-day extension',
  'delay.today': 'Payment today',
  'delay.todayRemark': 'Only the current extension fee',
  'delay.newDue': 'Payment on the new due date',
  'delay.newDueRemark': 'Outstanding balance',
  'delay.notice': 'You can postpone your payment by up to {0} days by paying only the current extension fee.',
  'delay.note': 'The new date applies as soon as we receive your payment. The outstanding balance does not change.',
  'voucher.badType': 'Invalid request type',
  'voucher.badAmount': 'Invalid amount',
  'voucher.badCode': 'Invalid payment code',
  'voucher.repayTitle': 'Total amount to pay',
  'voucher.extensionTitle': 'Extension amount',
  'voucher.des': 'Show this code at the till and pay the exact amount in cash.',
  'voucher.howTitle': 'How to pay',
  'voucher.how1': 'Go to the store or branch and ask to make a bill payment.',
  'voucher.how2': 'Show the barcode or read the reference out to the cashier.',
  'voucher.how3': 'Pay the exact amount and keep your receipt.',
  'voucher.importantTitle': 'Important',
  'voucher.important1': 'Your payment shows within 30 minutes.',
  'voucher.important2': 'The store may charge a fee per payment.',
  'voucher.feesTitle': 'See the fees of each channel',
  'score.invalid': 'Invalid rating',

  'contract.noOrder': 'The order number is missing',
  'contract.missing': 'We could not find the contract of order {0}',
  'contract.rejected': 'The order was rejected and has no contract',

  'pay.repeated': 'Your payment was already received or is being processed. Do not pay again.',
  'pay.tokenExpired': 'The payment session expired. Please try again.',
  'pay.invalidCard': 'Select a valid bank card',
  'pay.invalidAmount': 'Invalid payment amount',
  'pay.noRecord': 'We could not find the payment record. Ask for a new code.',
  'pay.wrongCode': 'Wrong verification code',

  'promo.templateMissing': 'Template not found',
  'promo.noSid': 'The sid parameter is missing',
  'promo.badPhone': 'Enter a valid phone number',
  'promo.wrongCaptcha': 'Wrong picture code',
  'promo.registered': 'This number is already registered. Download the app and log in.',
  'promo.rateLimited': 'Too many code requests. Please try again later.',
  'promo.wrongSms': 'Wrong SMS code',
  'template.1.subtitle': 'Up to {0} in minutes, no guarantor',
  'template.1.button': 'Sign me up',
  'template.1.agreement': 'Privacy notice and loan terms',
  'template.2.subtitle': 'Your first loan at 0% interest',
  'template.2.button': 'Get my loan',
  'template.2.agreement': 'CrediYa terms and conditions',
};

/** Both tables, for tests that find what a borrower reads without repeating it. */
export const TEXTS: Readonly<Record<Lang, Readonly<Record<TextKey, string>>>> = { es: ES, en: EN };

/** The message `key` in `lang`, with `{0}`, `{1}` … filled in order. */
export function t(lang: Lang, key: TextKey, ...args: (string | number)[]): string {
  return TEXTS[lang][key].replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}

/** Whether `key` names a message, for keys built from a code (`status.${n}`) that may have none. */
export function isTextKey(key: string): key is TextKey {
  return key in ES;
}

/** Seeded text that exists in both languages; what a borrower typed is kept as typed (a plain string). */
export type Said = string | Readonly<Record<Lang, string>>;

/** The message `key` in both languages, for seed data stored before any request chooses one. */
export function both(key: TextKey): Readonly<Record<Lang, string>> {
  return { es: ES[key], en: EN[key] };
}

export function said(lang: Lang, value: Said): string {
  return typeof value === 'string' ? value : value[lang];
}
