import { Box, Breadcrumb, Flex, Heading } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TOUCH_LINK } from './touch-link';

export interface Crumb {
  label: string;
  to?: string;
}

/** A page title with its breadcrumb trail (Home > …) and optional actions on the right. */
export function PageHeader({ title, crumbs, actions }: { title: string; crumbs?: Crumb[]; actions?: ReactNode }) {
  return (
    <Flex mb="6" gap="3" justify="space-between" align={{ base: 'flex-start', sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }}>
      <Box minW="0">
        {crumbs && (
          <Breadcrumb.Root size="sm" mb="1">
            <Breadcrumb.List>
              {crumbs.map((c, i) => (
                <Fragment key={c.label}>
                  {i > 0 && <Breadcrumb.Separator />}
                  <Breadcrumb.Item>
                    {c.to && i < crumbs.length - 1 ? (
                      <Breadcrumb.Link asChild {...TOUCH_LINK}><Link to={c.to}>{c.label}</Link></Breadcrumb.Link>
                    ) : (
                      <Breadcrumb.CurrentLink>{c.label}</Breadcrumb.CurrentLink>
                    )}
                  </Breadcrumb.Item>
                </Fragment>
              ))}
            </Breadcrumb.List>
          </Breadcrumb.Root>
        )}
        <Heading as="h1" size="2xl">{title}</Heading>
      </Box>
      {actions && <Flex gap="2" wrap="wrap">{actions}</Flex>}
    </Flex>
  );
}
