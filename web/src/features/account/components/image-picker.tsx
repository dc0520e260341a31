import { Avatar, Box, Button, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { msg } from '../../../../../core/i18n/msg';
import { TrashIcon, UploadIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem } from '../account.utils';

// The buttons as whole phrases per image, so each language can inflect its noun.
const BUTTONS = {
  photo: { upload: msg('Upload photo'), replace: msg('Replace photo'), remove: msg('Remove photo') },
  license: { upload: msg('Upload license image'), replace: msg('Replace license image'), remove: msg('Remove license image') },
} as const;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * An image kept in the app as a data URL (profile photo, medical licence). The file is checked here,
 * before anything is read or sent: a wrong type or a file over 512 KB only shows the message.
 */
export function ImagePicker({ name, label, kind, value, onChange, serverError, avatarName }: {
  name: string;
  label: string;
  /** What the buttons call it: 'photo' → 'Upload photo', 'Remove photo'. */
  kind: keyof typeof BUTTONS;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  serverError?: string | undefined;
  /** Shows the image as an avatar with these initials as the fallback; otherwise as a document preview. */
  avatarName?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [reading, setReading] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const labelId = `${id}-label`;
  // A server message is the schema's English text; the picker's own problem comes translated.
  const error = problem ?? (serverError && t(serverError));

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const why = imageFileProblem(file);
    if (why) return setProblem(why);
    setProblem(undefined);
    setReading(true);
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setProblem(t('That image could not be read. Please choose another file.'));
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack gap="1.5" role="group" aria-labelledby={labelId} data-testid={`image-${name}`}>
      <Text id={labelId} fontSize="sm" fontWeight="medium">{label}</Text>
      <Flex gap="4" align="center" wrap="wrap">
        {avatarName !== undefined ? (
          <Avatar.Root size="2xl" colorPalette="brand">
            <Avatar.Fallback name={avatarName} />
            {value && <Avatar.Image src={value} alt={t('{label} preview', { label })} />}
          </Avatar.Root>
        ) : value ? (
          <Image src={value} alt={t('{label} preview', { label })} maxH="32" maxW="full" objectFit="contain" rounded="md" borderWidth="1px" />
        ) : (
          <Box px="4" py="6" borderWidth="1px" borderStyle="dashed" rounded="md" color="fg.muted" fontSize="sm">{t('No image')}</Box>
        )}
        <Stack gap="2" minW="0">
          <Flex gap="2" wrap="wrap">
            <Button variant="outline" minH="11" loading={reading} aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
              <UploadIcon /> {value ? t(BUTTONS[kind].replace) : t(BUTTONS[kind].upload)}
            </Button>
            {value && (
              <Button variant="ghost" colorPalette="red" minH="11" onClick={() => { setProblem(undefined); onChange(null); }}>
                <TrashIcon /> {t(BUTTONS[kind].remove)}
              </Button>
            )}
          </Flex>
          <Text id={hintId} fontSize="xs" color="fg.muted">{t(IMAGE_HINT)}</Text>
        </Stack>
      </Flex>
      <input ref={inputRef} type="file" name={name} accept={IMAGE_ACCEPT} hidden aria-label={label}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          void choose(file);
        }} />
      {error && <Text color="fg.error" fontSize="sm" role="alert">{error}</Text>}
    </Stack>
  );
}
