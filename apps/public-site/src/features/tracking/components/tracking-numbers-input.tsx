import { Box, Field, HStack, Input, Tag, Text, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { addWaybillNumbers, MAX_TRACKING_NUMBERS, MAX_WAYBILL_NUMBER_LENGTH, splitDraft } from '../lib/tracking-input';

export interface TrackingNumbersInputProps {
  numbers: string[];
  onNumbersChange: (numbers: string[]) => void;
  /** Text typed but not yet turned into a chip; owned by the parent so a submit can include it. */
  draft: string;
  onDraftChange: (draft: string) => void;
  error?: string | null;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- key names, not UI text
const COMMIT_KEYS = new Set(['Enter', ' ', ',', '，']);

const FOCUS_RING = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' } as const; // eslint-disable-line lingui/no-unlocalized-strings

/**
 * Multi-value waybill input: numbers become removable chips on space, comma (also '，') or Enter, pasted lists are
 * split, duplicates are merged and the 11th number is refused with a message.
 */
export function TrackingNumbersInput({ numbers, onNumbersChange, draft, onDraftChange, error }: TrackingNumbersInputProps) {
  const { t } = useLingui();
  const [notice, setNotice] = useState<string | null>(null);

  const commit = (text: string) => {
    const result = addWaybillNumbers(numbers, text);
    const messages: string[] = [];
    if (result.overflow.length > 0) {
      const refused = result.overflow.join(', ');
      messages.push(t`最多只能输入 ${MAX_TRACKING_NUMBERS} 个运单号，未添加：${refused}`);
    }
    if (result.tooLong.length > 0) {
      const refused = result.tooLong.join(', ');
      messages.push(t`运单号不能超过 ${MAX_WAYBILL_NUMBER_LENGTH} 个字符，未添加：${refused}`);
    }
    setNotice(messages.length > 0 ? messages.join(' ') : null);
    if (result.added.length > 0) onNumbersChange(result.numbers);
    onDraftChange('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (COMMIT_KEYS.has(event.key)) {
      // Enter with an empty draft submits the form; otherwise it only turns the draft into a chip.
      if (event.key === 'Enter' && draft.trim() === '') return;
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && numbers.length > 0) {
      onNumbersChange(numbers.slice(0, -1));
      setNotice(null);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return;
    event.preventDefault();
    commit(`${draft} ${pasted}`);
  };

  const onChange = (value: string) => {
    // Typed or dropped text with a separator in it (IME commas, `|`, autofill): commit all but the last part.
    const { complete, draft: rest } = splitDraft(value);
    if (complete) {
      commit(complete);
      onDraftChange(rest);
    } else {
      onDraftChange(value);
    }
  };

  const remove = (number: string) => {
    onNumbersChange(numbers.filter((n) => n !== number));
    setNotice(null);
  };

  const message = notice ?? error ?? null;
  return (
    <Field.Root invalid={Boolean(message)}>
      <Field.Label>{t`运单号`}</Field.Label>
      <Box
        w="full"
        borderWidth="1px"
        borderColor={message ? 'border.error' : 'border'}
        rounded="l2"
        px="2"
        py="1.5"
        bg="bg"
        _focusWithin={FOCUS_RING}
      >
        <Wrap gap="1.5" align="center">
          {numbers.map((number) => (
            <Tag.Root key={number} size="lg" variant="subtle" colorPalette="brand">
              <Tag.Label fontFamily="mono">{number}</Tag.Label>
              <Tag.EndElement>
                {/* A Tab stop with a ring drawn outside the small ×, which the chip's own colour hid. */}
                <Tag.CloseTrigger focusVisibleRing="outside" aria-label={t`移除运单号 ${number}`} onClick={() => remove(number)} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
          <Input
            flex="1"
            minW="12rem"
            variant="flushed"
            borderBottomWidth="0"
            _focusVisible={{ outline: 'none', boxShadow: 'none' }}
            name="numbers"
            value={draft}
            placeholder={numbers.length < MAX_TRACKING_NUMBERS ? t`最多输入10个运单号` : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onBlur={() => {
              if (draft.trim()) commit(draft);
            }}
          />
        </Wrap>
      </Box>
      <HStack justify="space-between" w="full">
        {message ? <Field.ErrorText>{message}</Field.ErrorText> : <Field.HelperText>{t`用空格、逗号或回车分隔多个运单号`}</Field.HelperText>}
        <Text fontSize="xs" color="fg.muted" aria-live="polite">
          {numbers.length}/{MAX_TRACKING_NUMBERS}
        </Text>
      </HStack>
    </Field.Root>
  );
}
