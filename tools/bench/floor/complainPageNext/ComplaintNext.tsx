import { useEffect, useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { Failed, Header, Loading } from '../Page.tsx';
import { type ProblemInit, problemInit, saveProblem, uploadImage } from './api.ts';

const TEXT_MAX = 200;
const IMAGES_MAX = 9;

interface Fields {
  problemDetail: string;
}

/** Only the counter watches the text, so a keystroke re-renders it alone, as a careful hand would write it. */
function Counter({ control }: { control: Control<Fields> }) {
  const text = useWatch({ control, name: 'problemDetail' }) ?? '';
  return (
    <span className="r-counter" id="problemDetail-count" aria-live="polite">
      {text.length}/{TEXT_MAX}
    </span>
  );
}

function Upload({ images, onAdd }: { images: string[]; onAdd(file: File): void }) {
  return (
    <div>
      <p className="r-label">Imágenes (máximo {IMAGES_MAX})</p>
      <ul className="r-upload-grid">
        {images.map((url) => (
          <li key={url} className="r-upload-thumb">
            <img src={url} alt="" />
          </li>
        ))}
        {images.length < IMAGES_MAX && (
          <li className="r-upload-add">
            <label>
              <span aria-hidden="true">+</span>
              <span className="r-upload-count">
                {images.length}/{IMAGES_MAX}
              </span>
              <input
                type="file"
                accept="image/*"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) onAdd(file);
                }}
              />
            </label>
          </li>
        )}
      </ul>
    </div>
  );
}

export function ComplaintNext() {
  const query = new URLSearchParams(window.location.search);
  const [init, setInit] = useState<ProblemInit | null>(null);
  const [failed, setFailed] = useState(false);
  const [images, setImages] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Fields>({ defaultValues: { problemDetail: '' } });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the entry call runs once per page load, as in the real screen.
  useEffect(() => {
    let live = true;
    problemInit(query).then(
      (data) => {
        performance.mark('first-screen-data');
        if (live) setInit(data);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const type = init?.problemType.find((o) => String(o.value) === query.get('problemType'));
  const son = init?.problemSonType.find((o) => String(o.value) === query.get('problemSonType'));
  const submit = handleSubmit(async (fields) => {
    await saveProblem(
      {
        problemType: query.get('problemType') ?? '',
        problemSonType: query.get('problemSonType') ?? '',
        problemDetail: fields.problemDetail.trim(),
        problemImage: images.join(','),
        orderNo: query.get('orderNo') ?? '',
      },
      query,
    );
    setSaved(true);
  });

  return (
    <div className="r-screen">
      <Header title="Describe tu problema" onBack={() => window.history.back()} />
      <main className="r-screen-main">
        {failed ? (
          <Failed />
        ) : !init ? (
          <Loading />
        ) : (
          <form className="r-screen-body" noValidate onSubmit={submit}>
            <section className="r-stack r-stack-column r-variant-card">
              <h2 className="r-heading r-heading-2">Tipo de problema</h2>
              <ul className="r-list r-list-tags">
                {[type?.title, son?.title].filter(Boolean).map((title) => (
                  <li key={title} className="r-list-static">
                    <p className="r-text">{title}</p>
                  </li>
                ))}
              </ul>
            </section>
            <section className="r-stack r-stack-column r-variant-card">
              <div className="r-field">
                <label className="r-label" htmlFor="problemDetail">
                  Descripción del problema
                </label>
                <textarea
                  id="problemDetail"
                  className="r-textarea"
                  rows={5}
                  maxLength={TEXT_MAX}
                  placeholder="Cuéntanos qué pasó; nos ayuda a resolverlo más rápido."
                  aria-describedby="problemDetail-count"
                  {...register('problemDetail', { required: 'Por favor, escribe tus opiniones y sugerencias.' })}
                />
                <Counter control={control} />
                {errors.problemDetail && (
                  <span className="r-tone-danger" role="alert">
                    {errors.problemDetail.message}
                  </span>
                )}
              </div>
              <Upload
                images={images}
                onAdd={(file) => {
                  void uploadImage(file, query).then((url) => setImages((list) => [...list, url]));
                }}
              />
            </section>
            <div className="r-stack r-stack-column r-variant-sticky">
              <button type="submit" className="r-button r-button-primary r-button-full">
                Enviar
              </button>
            </div>
            {saved && (
              <div className="r-toasts" role="dialog" aria-modal="true">
                <p className="r-toast">¡Queja enviada!</p>
              </div>
            )}
          </form>
        )}
      </main>
    </div>
  );
}
