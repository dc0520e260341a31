import { ButtonPropsProvider, InputPropsProvider, NativeSelect, TextareaPropsProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const TOUCH = { base: 'lg', md: 'md' } as const;


/** Inputs, selects and buttons inside are 44 px tall on phones (touch targets), the usual 40 px from tablets up. */
export function TouchSized({ children }: { children: ReactNode }) {
  return (
    <InputPropsProvider value={{ size: TOUCH }}>
      <TextareaPropsProvider value={{ size: TOUCH }}>
        <NativeSelect.PropsProvider value={{ size: TOUCH }}>
          <ButtonPropsProvider value={{ size: TOUCH }}>{children}</ButtonPropsProvider>
        </NativeSelect.PropsProvider>
      </TextareaPropsProvider>
    </InputPropsProvider>
  );
}
