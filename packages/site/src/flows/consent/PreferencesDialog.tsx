import { Button, Checkbox, DialogElement, Inline, Stack } from '@aarambh/ui';
import { useState } from 'react';
import { cookiePreferencesCopy, type Copy, type Locale } from '@aarambh/content';
import { allAccepted, optionalCategories, type ConsentChoices } from './consentStore';

/**
 * The dialog's words in a page's language other than English (`CookieConsent`'s
 * `loadPreferencesWords`), and the language they are in (English while their Hindi is stale).
 */
export interface PreferencesWords {
  lang: Locale;
  copy: Copy<typeof cookiePreferencesCopy>;
}

export interface PreferencesDialogProps {
  initial: ConsentChoices;
  onSave: (choices: ConsentChoices) => void;
  onClose: () => void;
  /** Its words (the cookie policy's for each kind of cookie) in the page's language. @default cookiePreferencesCopy, the English */
  words?: PreferencesWords | undefined;
}

/** The choices one by one; nothing changes until the visitor saves. */
export function PreferencesDialog({ initial, onSave, onClose, words }: PreferencesDialogProps) {
  const copy = words?.copy ?? cookiePreferencesCopy;
  const categoryTexts = copy.categories;
  const [draft, setDraft] = useState(initial);
  const dialog = (
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
  // Marked with the language of its words, which loaded apart from the page's.
  return words ? (
    <div lang={words.lang} style={{ display: 'contents' }}>
      {dialog}
    </div>
  ) : (
    dialog
  );
}
