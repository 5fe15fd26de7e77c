import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import type { BlockOf } from '../../schemas/types.ts';
import { toText } from '../expr/evaluate.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useFieldForm } from '../screen/useFieldForm.ts';
import { fieldRules } from './fieldRules.ts';

/** Picks one file on the device and keeps it in the form (nothing is sent); an image shows as a preview. */
export function FilePicker({ block }: { block: BlockOf<'filePicker'> }) {
  const ev = useEvaluator(block);
  const { field } = useController({ control: useFieldForm().control, name: block.name, rules: { validate: fieldRules(block.rules, ev) } });
  const file = field.value instanceof File ? field.value : null;
  const [preview, setPreview] = useState('');

  useEffect(() => {
    if (!file?.type.startsWith('image/')) {
      setPreview('');
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const label = block.label === undefined ? '' : toText(ev(block.label));
  return (
    <div className="r-field r-file-picker">
      {label && <p className="r-label">{label}</p>}
      {preview && <img className="r-file-preview" src={preview} alt={file?.name ?? ''} />}
      {file && !preview && <p className="r-file-name">{file.name}</p>}
      <label className="r-button r-button-secondary r-button-full r-file-button">
        {toText(ev(block.button))}
        <input
          ref={field.ref}
          type="file"
          accept={block.accept}
          capture={block.capture}
          onChange={(e) => {
            field.onChange(e.currentTarget.files?.[0] ?? null);
          }}
        />
      </label>
    </div>
  );
}
