import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import type { BlockOf } from '../../schemas/types.ts';
import { toNumber, toText } from '../expr/evaluate.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { useScreen } from '../screen/ScreenRuntime.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useFieldForm } from '../screen/useFieldForm.ts';
import { fieldRules } from './fieldRules.ts';
import { scalePhoto, type PhotoLimits } from './scalePhoto.ts';

interface Pending {
  key: number;
  name: string;
  progress: number;
}

/**
 * Image upload: each picked photo is scaled down, refused with a message if still too heavy, else sent at once
 * with progress; the field's value, controlled by react-hook-form, is the list of returned URLs. Files past `max`
 * are ignored.
 */
export function Upload({ block }: { block: BlockOf<'upload'> }) {
  const runtime = useRenderer();
  const screen = useScreen();
  const ev = useEvaluator(block);
  const inputId = useId();
  const max = toNumber(ev(block.max)) ?? 0;
  const [pending, setPending] = useState<Pending[]>([]);
  const { control, getValues } = useFieldForm();
  const { field } = useController({ control, name: block.name, rules: { validate: fieldRules(block.rules, ev) } });
  const urls: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const label = block.label === undefined ? '' : toText(ev(block.label));

  const limits = photoLimits(block, ev);
  const add = async (files: FileList | null) => {
    const room = max - urls.length - pending.length;
    const picked = [...(files ?? [])].slice(0, Math.max(0, room));
    await Promise.all(
      picked.map(async (picked, i) => {
        const key = Date.now() + i;
        // The tile shows at once, while the photo is scaled, so the person sees it was taken.
        setPending((p) => [...p, { key, name: picked.name, progress: 0 }]);
        const file = limits ? await scalePhoto(picked, limits) : picked;
        if (limits && file.size > limits.maxBytes) {
          setPending((p) => p.filter((x) => x.key !== key));
          if (block.tooLarge !== undefined && !screen.signal.aborted) runtime.toast.show(toText(ev(block.tooLarge)));
          return;
        }
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
        const current: unknown = getValues(block.name);
        const list = Array.isArray(current) ? (current as string[]) : [];
        if (list.length < max) field.onChange([...list, url]);
        if (block.done !== undefined) runtime.toast.show(toText(screen.evaluate(block.done, { result })));
      }),
    );
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
            <button type="button" className="r-upload-remove" aria-label={`${runtime.ui('close')} ${i + 1}`} onClick={() => remove(i)}>
              ×
            </button>
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
              <span className="r-upload-count">
                {urls.length}/{max}
              </span>
            </label>
            <input
              id={inputId}
              ref={field.ref}
              type="file"
              accept={block.accept ?? 'image/*'}
              multiple
              onChange={(e) => {
                void add(e.currentTarget.files);
                e.currentTarget.value = '';
              }}
            />
          </li>
        )}
      </ul>
    </div>
  );
}

/** The scaling and size limits of the block, or undefined when it sets none (files go up as picked). */
function photoLimits(block: BlockOf<'upload'>, ev: ReturnType<typeof useEvaluator>): PhotoLimits | undefined {
  if (block.maxSide === undefined && block.maxBytes === undefined) return undefined;
  const quality = block.quality === undefined ? undefined : toNumber(ev(block.quality));
  return {
    maxSide: (block.maxSide === undefined ? undefined : toNumber(ev(block.maxSide))) ?? Infinity,
    quality: quality !== undefined && quality > 0 && quality <= 100 ? quality / 100 : undefined,
    maxBytes: (block.maxBytes === undefined ? undefined : toNumber(ev(block.maxBytes))) ?? Infinity,
  };
}
