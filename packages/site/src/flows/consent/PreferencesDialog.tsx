import { Button, Checkbox, DialogElement, Inline, Stack } from '@aarambh/ui';
import { useState } from 'react';
import { allAccepted, optionalCategories, type ConsentChoices, type OptionalCategory } from './consentStore';

/** The cookie policy's words for each kind of cookie. */
const categoryTexts: Record<OptionalCategory | 'essential', { label: string; description: string }> = {
  essential: {
    label: 'Essential cookies',
    description: 'Needed for the website to work, for example to remember this choice. Always on.',
  },
  analytics: {
    label: 'Analytics cookies',
    description: 'Help us understand how visitors use the website so we can improve it.',
  },
  functional: {
    label: 'Functional cookies',
    description: 'Remember your choices, such as your preferences, for a more personal experience.',
  },
  marketing: {
    label: 'Marketing cookies',
    description: 'Measure our campaigns and show you relevant information on other sites.',
  },
};

export interface PreferencesDialogProps {
  initial: ConsentChoices;
  onSave: (choices: ConsentChoices) => void;
  onClose: () => void;
}

/** The choices one by one; nothing changes until the visitor saves. */
export function PreferencesDialog({ initial, onSave, onClose }: PreferencesDialogProps) {
  const [draft, setDraft] = useState(initial);
  return (
    <DialogElement
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Cookie Preferences"
      description="Choose which optional cookies we may use. You can change this at any time on the Cookie Policy page."
      footer={
        <Inline space="sm" align="right">
          <Button variant="secondary" onPress={() => onSave(allAccepted)}>
            Accept All
          </Button>
          <Button onPress={() => onSave(draft)}>Save Preferences</Button>
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
