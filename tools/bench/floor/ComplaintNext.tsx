import { useEffect, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { problemInit, saveProblem, uploadImage, type ProblemInit } from './api.ts';

const TEXT_MAX = 200;
const IMAGES_MAX = 9;

interface Fields {
  problemDetail: string;
  problemImage: string[];
}

/** Only the counter watches the text, so a keystroke re-renders it alone, as a careful hand would write it. */
function Counter({ control }: { control: Control<Fields> }) {
  const text = useWatch({ control, name: 'problemDetail' }) ?? '';
  return (
    <span className="r-textarea-count">
      {text.length}/{TEXT_MAX}
    </span>
  );
}

function Upload({ images, onAdd }: { images: string[]; onAdd(file: File): void }) {
  return (
    <div className="r-upload">
      <span className="r-label">Imágenes (hasta {IMAGES_MAX})</span>
      <div className="r-upload-grid">
        {images.map((url) => (
          <img key={url} src={url} alt="" width={72} height={72} />
        ))}
        {images.length < IMAGES_MAX && (
          <label className="r-upload-add">
            +
            <input
              type="file"
              accept="image/*"
              hidden
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) onAdd(f);
              }}
            />
          </label>
        )}
      </div>
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

  if (failed)
    return (
      <p role="alert">
        No se pudo cargar.{' '}
        <button type="button" onClick={() => window.location.reload()}>
          Reintentar
        </button>
      </p>
    );
  if (!init) return <p>Cargando…</p>;
  const type = init.problemType.find((o) => String(o.value) === query.get('problemType'));
  const son = init.problemSonType.find((o) => String(o.value) === query.get('problemSonType'));
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
    <div className="r-screen r-layout-narrow">
      <header className="r-header">
        <h1>Queja</h1>
      </header>
      <form className="r-screen-body" noValidate onSubmit={submit}>
        <section className="r-stack r-stack-card">
          <h3>Tipo elegido</h3>
          <ul className="r-list-tags">
            {[type?.title, son?.title].filter(Boolean).map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
        <section className="r-stack r-stack-card">
          <label className="r-field">
            <span className="r-label">Describa el problema</span>
            <textarea maxLength={TEXT_MAX} placeholder="Escriba aquí" {...register('problemDetail', { required: 'Escriba su queja' })} />
            <Counter control={control} />
            {errors.problemDetail && <span role="alert">{errors.problemDetail.message}</span>}
          </label>
          <Upload
            images={images}
            onAdd={(file) => {
              void uploadImage(file, query).then((url) => setImages((list) => [...list, url]));
            }}
          />
        </section>
        <div className="r-stack-sticky">
          <button type="submit" className="r-button">
            Enviar
          </button>
        </div>
        {saved && (
          <div role="dialog" aria-modal="true">
            Enviado
          </div>
        )}
      </form>
    </div>
  );
}
