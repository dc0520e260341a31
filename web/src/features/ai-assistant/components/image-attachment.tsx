import { Box, CloseButton, HStack, Image, Text } from '@chakra-ui/react';
import { useRef, type ChangeEvent } from 'react';
import { AI_IMAGE_MEDIA_TYPES, checkImageFile } from '../../../../../core/schemas/ai';
import { t } from '../../../i18n';
import { notify } from '../../../lib/toaster';
import { formatBytes, readImageFile, type AttachedImage } from '../ai.utils';

/**
 * A hidden file input for one image and the function that opens it. A chosen file is checked as
 * spec §5 says ('File too large' / 'Invalid file type' toasts) before it is read.
 */
export function useImagePicker(onPicked: (image: AttachedImage) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const check = checkImageFile(file);
    if (!check.ok) {
      notify(t(check.title), t(check.message), 'error');
      return;
    }
    try {
      const { base64, dataUrl } = await readImageFile(file);
      onPicked({ name: file.name, size: file.size, base64, dataUrl });
    } catch {
      notify(t('Error'), t('The image could not be read. Please try another file.'), 'error');
    }
  };
  const input = (
    <input ref={inputRef} type="file" accept={AI_IMAGE_MEDIA_TYPES.join(',')} hidden aria-hidden="true" tabIndex={-1} onChange={(e) => void onChange(e)} data-testid="ai-image-input" />
  );
  return { input, open: () => inputRef.current?.click() };
}

/** The attached image's preview, name and size, with a control to remove it. */
export function ImagePreview({ image, onRemove, disabled }: { image: AttachedImage; onRemove: () => void; disabled?: boolean }) {
  return (
    <HStack gap="3" p="2" borderWidth="1px" rounded="md" bg="bg.subtle" data-testid="ai-image-preview" minW="0">
      <Image src={image.dataUrl} alt={t('Preview of {name}', { name: image.name })} boxSize="12" objectFit="cover" rounded="sm" flexShrink="0" />
      <Box minW="0" flex="1">
        <Text fontSize="sm" truncate>{image.name}</Text>
        <Text fontSize="xs" color="fg.muted">{formatBytes(image.size)}</Text>
      </Box>
      <CloseButton size="sm" aria-label={t('Remove image')} onClick={onRemove} disabled={disabled} />
    </HStack>
  );
}
