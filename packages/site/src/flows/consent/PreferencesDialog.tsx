import { Button, Checkbox, DialogElement, Inline, Stack } from '@aarambh/ui';
import { useState } from 'react';
import { cookiePreferencesCopy, type Copy } from '@aarambh/content';
import { allAccepted, optionalCategories, type ConsentChoices } from './consentStore';

export interface PreferencesDialogProps {
  initial: ConsentChoices;
  onSave: (choices: ConsentChoices) => void;
  onClose: () => void;
  /** Its words (the cookie policy's for each kind of cookie), in the page's language. @default cookiePreferencesCopy, the English */
  copy?: Copy<typeof cookiePreferencesCopy> | undefined;
}

/** The choices one by one; nothing changes until the visitor saves. */
export function PreferencesDialog({
  initial,
  onSave,
  onClose,
  copy = cookiePreferencesCopy,
}: PreferencesDialogProps) {
  const categoryTexts = copy.categories;
  const [draft, setDraft] = useState(initial);
  return (
    <DialogElement
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={copy.title}
      description={copy.description}
      closeLabel={copy.close}
      footer={
        <Inline space="sm" align="right">
          <Button variant="secondary" onPress={() => onSave(allAccepted)}>
            {copy.acceptAll}
          </Button>
          <Button onPress={() => onSave(draft)}>{copy.save}</Button>
        </Inline>
      }
    >
      <Stack space="md">
        <Checkbox
          label={categoryTexts.essential.label}
          description={categoryTexts.essential.description}
          isSelected
          isDisabled
        />
        {optionalCategories.map((category) => (
          <Checkbox
            key={category}
            label={categoryTexts[category].label}
            description={categoryTexts[category].description}
            name={category}
            isSelected={draft[category]}
            onChange={(selected) => setDraft((current) => ({ ...current, [category]: selected }))}
          />
        ))}
      </Stack>
    </DialogElement>
  );
}
