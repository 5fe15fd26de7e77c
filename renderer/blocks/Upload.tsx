import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import type { BlockOf } from '../../schemas/types.ts';
import { toNumber, toText } from '../expr/evaluate.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { useScreen } from '../screen/ScreenRuntime.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { fieldRules } from './fieldRules.ts';

interface Pending { key: number; name: string; progress: number }

/**
 * Image upload: each picked file goes to the endpoint at once, with progress; the field's value is the list of
 * returned URLs. Files past `max` are ignored.
 */
export function Upload({ block }: { block: BlockOf<'upload'> }) {
  const runtime = useRenderer();
  const screen = useScreen();
  const ev = useEvaluator(block);
  const inputId = useId();
  const max = toNumber(ev(block.max)) ?? 0;
  const [pending, setPending] = useState<Pending[]>([]);
  const { field } = useController({ control: screen.form.control, name: block.name, rules: fieldRules(block.rules, ev), defaultValue: [] });
  const urls: string[] = Array.isArray(field.value) ? field.value as string[] : [];
  const label = block.label === undefined ? '' : toText(ev(block.label));

  const add = async (files: FileList | null) => {
    const room = max - urls.length - pending.length;
    const picked = [...(files ?? [])].slice(0, Math.max(0, room));
    await Promise.all(picked.map(async (file, i) => {
      const key = Date.now() + i;
      setPending((p) => [...p, { key, name: file.name, progress: 0 }]);
      const uploading = block.uploading === undefined ? undefined : toText(ev(block.uploading));
      const toastId = uploading ? runtime.toast.show(uploading, { loading: true }) : undefined;
      const result = await runtime.api.upload(block.endpoint, block.fileField, file, (progress) => {
        setPending((p) => p.map((x) => (x.key === key ? { ...x, progress } : x)));
      });
      if (toastId !== undefined) runtime.toast.hide(toastId);
      setPending((p) => p.filter((x) => x.key !== key));
      if (!result.success || screen.signal.aborted) return;
      const url = toText(screen.evaluate(block.resultUrl, { result }));
      if (!url) return;
      const current = screen.form.getValues(block.name);
      const list = Array.isArray(current) ? current as string[] : [];
      if (list.length < max) field.onChange([...list, url]);
      if (block.done !== undefined) runtime.toast.show(toText(screen.evaluate(block.done, { result })));
    }));
  };

  const remove = (index: number) => field.onChange(urls.filter((_, i) => i !== index));
  const full = urls.length + pending.length >= max;
  return (
    <div className="r-upload">
      {label && <p className="r-label">{label}</p>}
      <ul className="r-upload-grid">
        {urls.map((url, i) => (
          <li key={url} className="r-upload-thumb">
            <img src={url} alt="" />
            <button type="button" className="r-upload-remove" aria-label={`${runtime.ui('close')} ${i + 1}`} onClick={() => remove(i)}>×</button>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.key} className="r-upload-thumb r-upload-pending" aria-label={p.name}>
            <progress max={1} value={p.progress} />
            <span>{Math.round(p.progress * 100)}%</span>
          </li>
        ))}
        {!full && (
          <li className="r-upload-add">
            <label htmlFor={inputId}>
              <span aria-hidden="true">+</span>
              <span className="r-upload-count">{urls.length}/{max}</span>
            </label>
            <input id={inputId} ref={field.ref} type="file" accept={block.accept ?? 'image/*'} multiple
              onChange={(e) => { void add(e.currentTarget.files); e.currentTarget.value = ''; }} />
          </li>
        )}
      </ul>
    </div>
  );
}
