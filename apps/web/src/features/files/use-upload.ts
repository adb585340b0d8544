import type { FileMeta, FilePurpose } from "@stint/shared/files";
import { useCallback, useEffect, useRef, useState } from "react";
import { uploadFile } from "./api/upload-file.ts";
import { useTranslation } from "react-i18next";
import { checkFileBeforeUpload } from "./check-file.ts";
import { fileErrorMessage } from "./file-error-message.ts";

export type UploadState =
  | { status: "idle"; error: string | null }
  | { status: "uploading"; fileName: string; percent: number; retrying: boolean };

/**
 * One upload at a time for a field: checks the file, uploads with progress, lets the user cancel, and ends
 * in `onUploaded` or an error message. Leaving the screen cancels what is in flight.
 */
export function useUpload(purpose: FilePurpose, onUploaded: (file: FileMeta) => void) {
  const { t, i18n } = useTranslation("files");
  const [state, setState] = useState<UploadState>({ status: "idle", error: null });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const problem = checkFileBeforeUpload(t, purpose, file);
      if (problem) return setState({ status: "idle", error: problem });
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: "uploading", fileName: file.name, percent: 0, retrying: false });
      try {
        const uploaded = await uploadFile({
          purpose,
          file,
          signal: current.signal,
          onProgress: ({ loaded, total }) =>
            setState({
              status: "uploading",
              fileName: file.name,
              percent: total ? (loaded / total) * 100 : 0,
              retrying: false,
            }),
          onRetry: () =>
            setState((previous) => (previous.status === "uploading" ? { ...previous, retrying: true } : previous)),
        });
        if (controller.current !== current) return;
        setState({ status: "idle", error: null });
        onUploaded(uploaded);
      } catch (error) {
        if (controller.current !== current) return;
        setState({ status: "idle", error: fileErrorMessage(t, i18n.language, error) });
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [purpose, onUploaded, t, i18n.language],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const clearError = useCallback(() => setState({ status: "idle", error: null }), []);

  return { state, start, cancel, clearError };
}
