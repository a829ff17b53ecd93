import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { Button, Popconfirm, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { isApiError } from "../../src/providers/http";
import { useServices } from "../../src/providers/services";
import { problem } from "../../src/components/layout/notices";
import { t } from "../../src/i18n";
import { settingsLogo } from "./endpoints";
import type { Company } from "./SettingsPage";

/** What the server takes (it checks the content too): PNG, JPEG or WebP, at most 2 MB. */
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"];
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file will not be sent, or null. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!LOGO_TYPES.includes(file.type)) return t("settings.logo.wrongType");
  if (file.size > LOGO_MAX_BYTES) return t("settings.logo.tooLarge");
  return null;
}

/**
 * The company's logo on /settings: a preview, Upload (sent as the file's bytes; the server sizes it down
 * to 256 px high) and Remove (asked first). `onChange` gets the company as the server now reads it.
 */
export function LogoField({ company, onChange }: { company: Company; onChange: (c: Company) => void }) {
  const { http } = useServices();
  const { open } = useNotification();
  const [busy, setBusy] = useState<"upload" | "remove" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const failed = (message: string, cause: unknown) => {
    const field = isApiError(cause) ? cause.errors?.logo : undefined;
    const reason = Array.isArray(field) ? field.join(" ") : problem(cause);
    setError(reason ?? message);
    open?.({ type: "error", message, description: reason });
  };

  const send = async (file: File) => {
    const why = logoFileProblem(file);
    if (why) {
      setError(why);
      return;
    }
    setError(null);
    setBusy("upload");
    try {
      onChange(
        await http.request<Company>(settingsLogo.upload.method, settingsLogo.upload.path, { body: file }),
      );
      open?.({ type: "success", message: t("settings.logo.saved") });
    } catch (cause) {
      failed(t("settings.logo.saveFailed"), cause);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setError(null);
    setBusy("remove");
    try {
      onChange(await http.request<Company>(settingsLogo.remove.method, settingsLogo.remove.path));
      open?.({ type: "success", message: t("settings.logo.removed") });
    } catch (cause) {
      failed(t("settings.logo.removeFailed"), cause);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div role="group" aria-labelledby="company-logo-label" style={{ marginBottom: 24 }}>
      <div id="company-logo-label" style={{ marginBottom: 8 }}>
        {t("settings.logo.label")}
      </div>
      <Space align="center" wrap>
        {company.logo_url ? (
          <img
            src={http.url(company.logo_url)}
            alt={t("settings.logo.alt", { company: company.name })}
            style={{
              maxHeight: 64,
              maxWidth: 240,
              display: "block",
              border: "1px solid #f0f0f0",
              padding: 4,
            }}
          />
        ) : (
          <Typography.Text type="secondary">{t("settings.logo.none")}</Typography.Text>
        )}
        <Upload
          accept={LOGO_TYPES.join(",")}
          showUploadList={false}
          maxCount={1}
          // Sent here, as the file's bytes, rather than by antd's own multipart request.
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy === "upload"} disabled={busy !== null}>
            {company.logo_url ? t("settings.logo.replace") : t("settings.logo.upload")}
          </Button>
        </Upload>
        {company.logo_url && (
          <Popconfirm
            title={t("settings.logo.removeQuestion")}
            description={t("settings.logo.removeConsequence")}
            okText={t("settings.logo.remove")}
            okButtonProps={{ danger: true }}
            onConfirm={remove}
          >
            <Button danger icon={<DeleteOutlined />} loading={busy === "remove"} disabled={busy !== null}>
              {t("settings.logo.remove")}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <div className="ant-form-item-extra" style={{ marginTop: 4 }}>
        {t("settings.logo.hint")}
      </div>
      {error && (
        <div role="alert" className="ant-form-item-explain-error" style={{ marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}
