import { Button, Menu, Portal } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { GlobeIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { api, unwrap } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { launchableAppsQuery } from '../api';

/** The chart's "Launch app": the clinic's apps with a launch URL, each opened on this patient (EHR launch) in a new tab. */
export function LaunchAppMenu({ patientId }: { patientId: number }) {
  const apps = useQuery(launchableAppsQuery);
  const launch = useMutation({ mutationFn: (id: number) => unwrap(api.oauth.apps[':id'].launch.$post({ param: { id: String(id) }, json: { patientId } })) });
  if (!apps.data || apps.data.length === 0) return null;
  const open = (id: number) => {
    // Opened before the answer arrives, so the browser treats it as the user's own click.
    const tab = window.open('about:blank', '_blank');
    launch.mutate(id, {
      onSuccess: ({ url }) => {
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      },
      onError: (err) => {
        tab?.close();
        notify(t('App not launched'), t(err.message), 'error');
      },
    });
  };
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" colorPalette="brand" loading={launch.isPending} data-testid="launch-app"><GlobeIcon /> {t('Launch app')}</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {apps.data.map((app) => (
              <Menu.Item key={app.id} value={String(app.id)} onClick={() => open(app.id)}>{app.name}</Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
