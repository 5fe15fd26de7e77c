import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Failed, Loading } from '../Page.tsx';
import { captchaUrl, type Entered, getSid, getSms, getTemplate, registerPhone, type Template, trackClick, trackVisit } from './api.ts';

const PHONE = /^1[3-9][0-9]{9}$/;
const COUNTDOWN_S = 60;
const TOAST_MS = 3000;
const FIELDS = ['phone', 'imgValidate', 'smsCode'] as const;
// The download page is the next page of the app, not part of this floor.
const DOWNLOAD = '#/downloadTemplate';
const AGREEMENT = '#/agreementTemplate';

/** Get code: counts down after a code was sent; a tap while counting asks to wait. */
function GetCode({ until, onTap, onWait }: { until: number; onTap(): void; onWait(): void }) {
  const [now, setNow] = useState(Date.now);
  const left = Math.ceil((until - now) / 1000);
  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return (
    <button
      type="button"
      className={`r-button r-button-secondary w-countdown-button${left > 0 ? ' w-countdown-counting' : ''}`}
      onClick={left > 0 ? onWait : onTap}
    >
      {left > 0 ? `Reenviar en ${left} s` : 'Obtener código'}
    </button>
  );
}

export function PromoRegister() {
  const query = useRef(new URLSearchParams(window.location.search)).current;
  const [template, setTemplate] = useState<Template | null>(null);
  const [failed, setFailed] = useState(false);
  const [sid, setSid] = useState('');
  const [stamp, setStamp] = useState(0);
  const [smsUntil, setSmsUntil] = useState(0);
  const [toast, setToast] = useState('');
  const { register, handleSubmit, trigger, getValues, getFieldState, setValue } = useForm<Entered>({
    defaultValues: { phone: '', imgValidate: '', smsCode: '' },
  });

  useEffect(() => {
    let live = true;
    getTemplate(query).then(
      (data) => {
        performance.mark('first-screen-data');
        if (!live) return;
        if (data.title) document.title = data.title;
        setTemplate(data);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    // A lost visit record must not keep anyone from registering.
    trackVisit(query).catch(() => {});
    getSid(query).then(
      (id) => {
        if (!live) return;
        setSid(id);
        setStamp(Date.now());
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [query]);

  useEffect(() => {
    if (toast === '') return undefined;
    const timer = setTimeout(() => setToast(''), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const firstError = (errors: FieldErrors<Entered>) => {
    const name = FIELDS.find((field) => errors[field]);
    if (name) setToast(errors[name]?.message ?? '');
  };
  /** Checks some fields, as a tap on Get code or the captcha does; the first wrong one is said in a toast. */
  const valid = async (names: (typeof FIELDS)[number][]) => {
    if (await trigger(names)) return true;
    const wrong = names.find((name) => getFieldState(name).error);
    if (wrong) setToast(getFieldState(wrong).error?.message ?? '');
    return false;
  };
  const newCaptcha = async () => {
    if (!sid) setSid(await getSid(query));
    setStamp((last) => Math.max(Date.now(), last + 1));
    setValue('imgValidate', '');
  };
  const refreshCaptcha = async () => {
    if (await valid(['phone'])) await newCaptcha();
  };

  const sendCode = async () => {
    if (!(await valid(['phone', 'imgValidate']))) return;
    const { code, message } = await getSms(query, getValues(), sid);
    if (code === 0) {
      setToast('Código enviado; revisa los mensajes de tu celular.');
      setSmsUntil(Date.now() + COUNTDOWN_S * 1000);
    } else if (code === 11) {
      setToast('Ya estás registrado; descarga la app e inicia sesión.');
      window.location.hash = DOWNLOAD;
    } else {
      if (code === 101) await newCaptcha();
      setToast(message);
    }
  };

  const submit = handleSubmit(async (entered) => {
    trackClick(query, entered.phone).catch(() => {});
    const { code, message } = await registerPhone(query, entered, sid);
    if (code === 0 || code === 11) {
      setToast(code === 0 ? '¡Registro exitoso!' : 'Ya estás registrado; descarga la app e inicia sesión.');
      window.location.hash = DOWNLOAD;
    } else {
      if (code === -1) await newCaptcha();
      setToast(message);
    }
  }, firstError);

  return (
    <div className="r-screen">
      <main className="r-screen-main">
        {failed ? (
          <Failed />
        ) : !template ? (
          <Loading />
        ) : (
          <form className="r-screen-body" noValidate onSubmit={submit}>
            <section className="r-stack r-stack-column r-variant-header" style={{ gap: 8 }}>
              <img
                className="r-image r-shape-rounded"
                src={template.bannerImage}
                alt="Promoción"
                width={480}
                height={320}
                decoding="async"
              />
              <h1 className="r-heading r-heading-1">{template.title || 'Regístrate'}</h1>
              <p className="r-text r-tone-muted">
                {template.subtitle || 'Regístrate con tu número de celular y descarga la app para solicitar tu préstamo.'}
              </p>
            </section>
            <section className="r-stack r-stack-column r-variant-card" style={{ gap: 14 }}>
              <div className="r-field">
                <label className="r-label" htmlFor="phone">
                  Número de celular
                </label>
                <input
                  id="phone"
                  className="r-input"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  placeholder="Celular de 11 dígitos"
                  maxLength={11}
                  {...register('phone', {
                    required: 'Ingresa tu número de celular correctamente.',
                    pattern: { value: PHONE, message: 'Ingresa tu número de celular correctamente.' },
                  })}
                />
              </div>
              <div className="r-stack r-stack-row r-align-items-end" style={{ gap: 10 }}>
                <div className="r-field">
                  <label className="r-label" htmlFor="imgValidate">
                    Código de la imagen
                  </label>
                  <input
                    id="imgValidate"
                    className="r-input"
                    autoComplete="off"
                    placeholder="4 caracteres"
                    maxLength={4}
                    {...register('imgValidate', { required: 'Ingresa el código de la imagen correctamente.' })}
                  />
                </div>
                {sid && (
                  <button type="button" className="r-image-button" onClick={refreshCaptcha}>
                    <img
                      className="r-image r-shape-rounded"
                      src={captchaUrl(sid, stamp)}
                      alt="Código de la imagen; toca para cambiarlo"
                      width={120}
                      height={48}
                      decoding="async"
                    />
                  </button>
                )}
              </div>
              <div className="r-stack r-stack-row r-justify-end">
                <button type="button" className="r-link" onClick={refreshCaptcha}>
                  Cambiar imagen
                </button>
              </div>
              <div className="r-stack r-stack-row r-align-items-end" style={{ gap: 10 }}>
                <div className="r-field">
                  <label className="r-label" htmlFor="smsCode">
                    Código SMS
                  </label>
                  <input
                    id="smsCode"
                    className="r-input"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    placeholder="6 dígitos"
                    maxLength={6}
                    {...register('smsCode', { required: 'Ingresa el código de verificación correctamente.' })}
                  />
                </div>
                <GetCode
                  until={smsUntil}
                  onTap={sendCode}
                  onWait={() => setToast('No solicites el código repetidamente; espera a que termine la cuenta regresiva.')}
                />
              </div>
              <button type="submit" className="r-button r-button-primary r-button-full">
                Registrarme
              </button>
              <div className="r-stack r-stack-column r-align-items-center" style={{ gap: 2 }}>
                <p className="r-text r-tone-small r-align-center">Al registrarte aceptas:</p>
                <button type="button" className="r-button r-button-link" onClick={() => window.location.assign(AGREEMENT)}>
                  Aviso de privacidad y términos del préstamo
                </button>
              </div>
            </section>
          </form>
        )}
      </main>
      {toast && (
        <div className="r-toasts" role="status">
          <p className="r-toast">{toast}</p>
        </div>
      )}
    </div>
  );
}
