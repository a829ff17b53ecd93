import type { RecoveryCodes, Session, TwoFactorSetup } from "@common/api";
import { formatDateTime } from "@common/dates";
import { useGetIdentity } from "@refinedev/core";
import { Alert, Button, Divider, Input, List, Space, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import { t } from "../../i18n";
import type { Identity } from "../../providers/auth";
import { isApiError } from "../../providers/http";
import { useServices } from "../../providers/services";
import { PlainTag } from "../plain/PlainTag";

/**
 * The profile's security (issue 39): a staff member's second factor (an authenticator app, set up from a QR
 * code or its key as text and confirmed by a first code, then ten recovery codes) and every person's
 * sessions (device, address, created, last used), any of which they end. No <Form>: these stand beside the
 * profile's own form.
 */

const messageOf = (cause: unknown) => (isApiError(cause) ? cause.messages.join(" ") : String(cause));

/** The recovery codes, shown once, to write down or print. */
function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div data-testid="recovery-codes">
      <Alert
        type="warning"
        showIcon
        message={t("layout.security.codesTitle")}
        description={t("layout.security.codesHint")}
      />
      <Typography.Paragraph copyable={{ text: codes.join("\n") }} style={{ marginTop: 12 }}>
        <ul style={{ columns: 2, fontFamily: "monospace", paddingLeft: 20 }}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </Typography.Paragraph>
      <Button type="primary" onClick={onDone}>
        {t("layout.security.codesSaved")}
      </Button>
    </div>
  );
}

/** Setting up: the QR code, the key as text, and the first code that confirms it. */
export function TwoFactorSetUp({ onEnabled }: { onEnabled: () => void }) {
  const { http } = useServices();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };
  const start = () =>
    run(async () => setSetup(await http.post<TwoFactorSetup>("/api/user/two-factor/setup/")));
  const confirm = () =>
    run(async () => {
      const answer = await http.post<RecoveryCodes>("/api/user/two-factor/confirm/", { code: code.trim() });
      setCodes(answer.recovery_codes);
    });

  if (codes) return <RecoveryCodeList codes={codes} onDone={onEnabled} />;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {error && <Alert type="error" showIcon message={error} />}
      {!setup ? (
        <Button type="primary" onClick={start} loading={busy}>
          {t("layout.security.setUp")}
        </Button>
      ) : (
        <>
          <Typography.Text>{t("layout.security.scan")}</Typography.Text>
          <img src={setup.qr_code} alt={t("layout.security.qrAlt")} width={200} height={200} />
          <Typography.Text>
            {t("layout.security.orType")}{" "}
            <Typography.Text code copyable data-testid="totp-secret">
              {setup.secret}
            </Typography.Text>
          </Typography.Text>
          <label htmlFor="two-factor-code">{t("layout.security.firstCode")}</label>
          <Space.Compact style={{ width: "100%", maxWidth: 320 }}>
            <Input
              id="two-factor-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              onPressEnter={(e) => {
                e.preventDefault();
                void confirm();
              }}
            />
            <Button type="primary" onClick={confirm} loading={busy} disabled={!code.trim()}>
              {t("layout.security.confirm")}
            </Button>
          </Space.Compact>
        </>
      )}
    </Space>
  );
}

/** With the factor on: the codes left, new codes or turning it off, each with the password and a code. */
function TwoFactorOn({ identity, onChanged }: { identity: Identity; onChanged: () => void }) {
  const { http } = useServices();
  const [action, setAction] = useState<"renew" | "disable" | null>(null);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      if (action === "renew") {
        const answer = await http.post<RecoveryCodes>("/api/user/two-factor/recovery-codes/", {
          password,
          code,
        });
        setCodes(answer.recovery_codes);
      } else {
        await http.post("/api/user/two-factor/disable/", { password, code });
        onChanged();
      }
      setAction(null);
      setPassword("");
      setCode("");
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };
  if (codes) return <RecoveryCodeList codes={codes} onDone={() => (setCodes(null), onChanged())} />;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space wrap>
        <PlainTag color="green">{t("layout.security.on")}</PlainTag>
        <Typography.Text type="secondary">
          {t("layout.security.codesLeft", { count: identity.recovery_codes_left })}
        </Typography.Text>
      </Space>
      {identity.two_factor_required && (
        <Typography.Text type="secondary">{t("layout.security.required")}</Typography.Text>
      )}
      {error && <Alert type="error" showIcon message={error} />}
      {action ? (
        <Space direction="vertical" style={{ width: "100%", maxWidth: 360 }}>
          <Input.Password
            aria-label={t("layout.security.password")}
            placeholder={t("layout.security.password")}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Input
            aria-label={t("layout.security.code")}
            placeholder={t("layout.security.code")}
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              void submit();
            }}
          />
          <Space wrap>
            <Button type="primary" danger={action === "disable"} onClick={submit} loading={busy}>
              {action === "renew" ? t("layout.security.newCodes") : t("layout.security.turnOff")}
            </Button>
            <Button onClick={() => setAction(null)}>{t("common.actions.cancel")}</Button>
          </Space>
        </Space>
      ) : (
        <Space wrap>
          <Button onClick={() => setAction("renew")}>{t("layout.security.newCodes")}</Button>
          {!identity.two_factor_required && (
            <Button danger onClick={() => setAction("disable")}>
              {t("layout.security.turnOff")}
            </Button>
          )}
        </Space>
      )}
    </Space>
  );
}

/** The person's sessions, the current one marked; end one or every other one. */
export function SessionsList() {
  const { http, notifier } = useServices();
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const load = useCallback(async () => {
    try {
      setSessions(await http.get<Session[]>("/api/user/sessions/"));
    } catch (cause) {
      notifier.error(t("layout.security.sessionsFailed"), messageOf(cause));
    }
  }, [http, notifier]);
  useEffect(() => {
    void load();
  }, [load]);
  const end = async (path: string, method: "DELETE" | "POST") => {
    try {
      await http.request(method, path);
      notifier.success(t("layout.security.ended"));
    } catch (cause) {
      notifier.error(t("layout.security.sessionsFailed"), messageOf(cause));
    }
    await load();
  };
  const device = (s: Session) =>
    s.browser && s.os
      ? t("layout.security.browserOn", { browser: s.browser, os: s.os })
      : (s.browser ?? s.os ?? t("layout.security.unknownDevice"));
  return (
    <>
      <List
        loading={sessions === null}
        dataSource={sessions ?? []}
        aria-label={t("layout.security.sessions")}
        renderItem={(s) => (
          <List.Item
            actions={[
              s.current ? (
                <PlainTag key="current" color="blue">
                  {t("layout.security.thisSession")}
                </PlainTag>
              ) : (
                <Button key="end" size="small" onClick={() => end(`/api/user/sessions/${s.id}/`, "DELETE")}>
                  {t("layout.security.end")}
                </Button>
              ),
            ]}
          >
            <List.Item.Meta
              title={device(s)}
              description={t("layout.security.sessionLine", {
                address: s.ip_address ?? t("common.none"),
                created: formatDateTime(s.created_at),
                used: formatDateTime(s.last_used_at),
              })}
            />
          </List.Item>
        )}
      />
      {(sessions ?? []).some((s) => !s.current) && (
        <Button onClick={() => end("/api/user/sessions/end-others/", "POST")}>
          {t("layout.security.endOthers")}
        </Button>
      )}
    </>
  );
}

/** Both, under the profile's form: the second factor for staff, the sessions for everyone (never a hijack). */
export function SecuritySections({ identity }: { identity: Identity }) {
  const { auth } = useServices();
  const { refetch: refetchIdentity } = useGetIdentity();
  const refresh = () => {
    auth.forgetProfile();
    void refetchIdentity();
  };
  if (identity.is_hijacked) return null;
  return (
    <>
      {identity.is_company_member && (
        <>
          <Divider orientation="left" plain>
            {t("layout.security.twoFactor")}
          </Divider>
          <Typography.Paragraph type="secondary">{t("layout.security.twoFactorHint")}</Typography.Paragraph>
          {identity.two_factor_enabled ? (
            <TwoFactorOn identity={identity} onChanged={refresh} />
          ) : (
            <TwoFactorSetUp onEnabled={refresh} />
          )}
        </>
      )}
      <Divider orientation="left" plain>
        {t("layout.security.sessions")}
      </Divider>
      <SessionsList />
    </>
  );
}
