/**
 * 导出 on a list screen: asks `是否确认导出所有X数据项?`, downloads the file for the current
 * filters under the screen's name for it, and says whether it is under way (for the button's
 * spinner).
 */
import { useState } from 'react';
import type { Endpoint, QueryOf } from '@tenon/contracts';
import { downloadFile } from '../api/fileTransfer';
import { useConfirmedAction } from './useConfirmedAction';

export function useExportAction<E extends Endpoint>(endpoint: E, noun: string, fileName: string) {
  const confirmed = useConfirmedAction();
  const [exporting, setExporting] = useState(false);
  const exportAll = (query: QueryOf<E>) =>
    confirmed({
      confirm: `是否确认导出所有${noun}数据项?`,
      run: async () => {
        setExporting(true);
        try {
          await downloadFile(endpoint, fileName, query);
        } finally {
          setExporting(false);
        }
      },
    });
  return { exporting, exportAll };
}
