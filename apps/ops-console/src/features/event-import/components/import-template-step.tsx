import { Button, Card, Heading, List, Stack } from '@chakra-ui/react';
import { downloadEventImportTemplate } from '@forwarder/api-client/ops';
import { saveBlob } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { EVENT_IMPORT_LIMITS } from '../lib/import-limits';

// eslint-disable-next-line lingui/no-unlocalized-strings -- file name
const TEMPLATE_FILE_NAME = 'event-import-template.xlsx';

/** Step 1: the template (column titles in the UI's language, event codes on its instructions sheet) and its rules. */
export function ImportTemplateStep() {
  const download = useMutation({
    mutationFn: async () => saveBlob(await downloadEventImportTemplate(), TEMPLATE_FILE_NAME),
  });
  const { maxMiB, maxRows } = EVENT_IMPORT_LIMITS;
  return (
    <Card.Root as="section" aria-labelledby="event-template-heading" h="full">
      <Card.Header>
        <Heading as="h2" size="md" id="event-template-heading">
          <Trans>下载模板并填写</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4" align="flex-start">
          <Button onClick={() => download.mutate()} loading={download.isPending}>
            <Trans>下载事件模板</Trans>
          </Button>
          <List.Root gap="1.5" ps="5">
            <List.Item>
              <Trans>每行一个事件；事件代码见模板的说明工作表，第 2 行是示例。</Trans>
            </List.Item>
            <List.Item>
              <Trans>同一运单的多行按时间顺序检查；与最新事件相同的行会跳过。</Trans>
            </List.Item>
            <List.Item>
              <Trans>全部行通过检查才能导入，要么全部写入，要么都不写入。</Trans>
            </List.Item>
            <List.Item>
              <Trans>
                仅支持 .xlsx 文件，不超过 {maxMiB} MB，每次最多 {maxRows} 行。
              </Trans>
            </List.Item>
          </List.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
