import { useEffect, useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { Failed, Header, Loading } from '../Page.tsx';
import { type Confirm, loanConfirm, loanPush } from './api.ts';

interface Fields {
  agree: boolean;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Cents as the app writes money: 200000 → `$2.000,00`. */
function money(cents: number): string {
  const [whole = '', fraction = ''] = (cents / 100).toFixed(2).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
}

/** Epoch milliseconds as `YYYY-MM-DD` in the phone's time. */
function day(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** In the app the shell closes this web view; in a browser, back. */
function close() {
  const shell = (window as { webkit?: { messageHandlers?: Record<string, { postMessage(body: unknown): void }> } }).webkit;
  const handler = shell?.messageHandlers?.closeWebview;
  if (handler) handler.postMessage({});
  else window.history.back();
}

/** Only the button watches the tick box, so ticking re-renders it alone. */
function Submit({ control, busy }: { control: Control<Fields>; busy: boolean }) {
  const agree = useWatch({ control, name: 'agree' });
  return (
    <button type="submit" className="r-button r-button-primary r-button-full" disabled={!agree} aria-busy={busy}>
      {busy ? 'Enviando solicitud…' : 'Solicitar ahora'}
    </button>
  );
}

// P-PRESTO quotes without the pop-up of re-quoted products, so its first screen has none.
export function LoanConfirm() {
  const query = new URLSearchParams(window.location.search);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, control } = useForm<Fields>({ defaultValues: { agree: true } });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the entry call runs once per page load, as in the real screen.
  useEffect(() => {
    let live = true;
    loanConfirm(query).then(
      (data) => {
        performance.mark('first-screen-data');
        if (live) setConfirm(data);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const submit = handleSubmit(async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      const { lendDetailsUrl } = await loanPush(confirm, query);
      const next = new URL(lendDetailsUrl, window.location.href);
      next.searchParams.set('from', 'confirm');
      window.location.replace(next);
    } finally {
      setBusy(false);
    }
  });

  return (
    <div className="r-screen">
      <Header title="Confirmar préstamo" onBack={close} />
      <main className="r-screen-main">
        {failed ? (
          <Failed />
        ) : !confirm ? (
          <Loading />
        ) : (
          <form className="r-screen-body" noValidate onSubmit={submit}>
            <section className="r-stack r-stack-column r-variant-header r-align-items-center" style={{ gap: 4 }}>
              <div className="r-stack r-stack-row r-justify-center" style={{ gap: 8 }}>
                <img className="r-image r-shape-rounded" src={confirm.comProductLogo} alt="" width={28} height={28} decoding="async" />
                <p className="r-text r-tone-strong">{confirm.comProductName}</p>
              </div>
              <p className="r-text r-tone-muted">Monto a recibir</p>
              <p className="r-text r-tone-amount">{money(confirm.amount)}</p>
              <p className="r-text r-tone-small r-align-center">{confirm.amountDec}</p>
            </section>
            <section className="r-stack r-stack-row r-variant-card r-justify-between">
              <div className="r-stack r-stack-column" style={{ gap: 2 }}>
                <p className="r-text r-tone-muted">Plazo</p>
                <p className="r-text r-tone-strong">{confirm.periods} días</p>
              </div>
              <div className="r-stack r-stack-column r-align-items-center" style={{ gap: 2 }}>
                <p className="r-text r-tone-muted">Interés diario</p>
                <p className="r-text r-tone-strong">{confirm.loanRate}</p>
              </div>
              <div className="r-stack r-stack-column r-align-items-end" style={{ gap: 2 }}>
                <p className="r-text r-tone-muted">Primer pago</p>
                <p className="r-text r-tone-strong">{day(confirm.firstPayTime)}</p>
              </div>
            </section>
            <h2 className="r-heading r-heading-2">Detalle del préstamo</h2>
            <div className="r-rows">
              <dl>
                {confirm.details.map((row) => (
                  <div key={row.text} className="r-row">
                    <dt>{row.text}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            {confirm.couNum != null && (
              <section className="r-stack r-stack-row r-variant-card r-justify-between">
                <p className="r-text">Cupón de descuento</p>
                <p className="r-text r-tone-success">-{money(confirm.couNum)}</p>
              </section>
            )}
            {confirm.repay_plans.length > 0 && <h2 className="r-heading r-heading-2">Plan de pagos</h2>}
            <ul className="r-list r-list-cards">
              {confirm.repay_plans.map((plan) => (
                <li key={plan.pay_time} className="r-list-item">
                  <div className="r-stack r-stack-row r-justify-between">
                    <div className="r-stack r-stack-column" style={{ gap: 2 }}>
                      <p className="r-text r-tone-strong">{plan.title}</p>
                      <p className="r-text r-tone-small">{plan.description}</p>
                    </div>
                    <div className="r-stack r-stack-column r-align-items-end" style={{ gap: 2 }}>
                      <p className="r-text r-tone-strong r-align-right">{money(plan.amount)}</p>
                      <p className="r-text r-tone-small r-align-right">Vence el {day(plan.pay_time)}</p>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <div className="r-stack r-stack-column r-variant-sticky" style={{ gap: 10 }}>
              <div className="r-stack r-stack-row r-justify-between" style={{ gap: 8 }}>
                <label className="r-checkbox">
                  <input type="checkbox" {...register('agree')} />
                  <span className="r-checkbox-mark" aria-hidden="true" />
                  <span>He leído y acepto el contrato</span>
                </label>
                {confirm.isNewContract && (
                  <a className="r-link" href={confirm.isNewContract}>
                    Ver contrato
                  </a>
                )}
              </div>
              <Submit control={control} busy={busy} />
            </div>
          </form>
        )}
      </main>
    </div>
  );
}
