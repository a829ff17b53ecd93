import { PhoneOutlined, StopOutlined } from "@ant-design/icons";
import { type HttpError, useCustom, useCustomMutation } from "@refinedev/core";
import { Alert, Button, Card, Form, Input, List, Skeleton, Space, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatPhone } from "../../common/phone";
import { t } from "../../src/i18n";
import { problem } from "../../src/components/layout/notices";
import { phoneMenuEndpoints } from "./endpoints";

/** POST /api/phone-menu/simulate/: one step of the call, as the caller hears it. */
export interface SimulatedStep {
  twiml: string;
  say: string[];
  next: "gather" | "redirect" | "hangup";
  pause: number;
}

interface CompanyMenu {
  phone_menu_number: string | null;
  phone_menu_token_set: boolean;
}

interface Line {
  who: "menu" | "caller";
  text: string;
}

const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"];

/** A call id in Twilio's format, new for each simulated call. */
function newCallSid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `CA${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** How many keys the menu waits for before it answers by itself (Twilio's numDigits), if it says. */
const keysExpected = (twiml: string) => Number(/numDigits="(\d+)"/.exec(twiml)?.[1] ?? 0);

/**
 * /phone-menu (members): calls the company's phone menu as a caller would, through the same signed
 * webhooks Twilio posts to, so a company can try its menu before pointing a number at it.
 */
export default function PhoneMenuPage() {
  const company = useCustom<CompanyMenu, HttpError>({
    url: phoneMenuEndpoints.company().path,
    method: "get",
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<SimulatedStep, HttpError>();
  const [from, setFrom] = useState("");
  const [call, setCall] = useState<{ sid: string; from: string } | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [last, setLast] = useState<SimulatedStep | null>(null);
  const [keyed, setKeyed] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const configured =
    company.query.isSuccess &&
    !!company.result.data?.phone_menu_number &&
    company.result.data.phone_menu_token_set;
  const inCall = !!call && last?.next !== "hangup";

  const step = async (current: { sid: string; from: string }, digits?: string) => {
    setFailure(null);
    try {
      const { data } = await mutateAsync({
        url: phoneMenuEndpoints.simulate().path,
        method: "post",
        values: { call_sid: current.sid, from: current.from, ...(digits === undefined ? {} : { digits }) },
        successNotification: false,
        errorNotification: false,
      });
      setLast(data);
      setLines((before) => [
        ...before,
        ...data.say.map((text) => ({ who: "menu" as const, text })),
        ...(data.next === "hangup" ? [{ who: "menu" as const, text: t("phoneMenu.notices.hungUp") }] : []),
      ]);
      if (data.next === "redirect") {
        // Twilio pauses, then follows the redirect: the menu is checking on the refill.
        setWaiting(true);
        timer.current = setTimeout(() => {
          setWaiting(false);
          void step(current);
        }, data.pause * 1000);
      }
    } catch (error) {
      setFailure(problem(error) ?? t("phoneMenu.notices.stepFailed"));
    }
  };

  const start = () => {
    const current = { sid: newCallSid(), from: from.trim() };
    setCall(current);
    setLines([]);
    setLast(null);
    setKeyed("");
    void step(current);
  };

  const send = (digits: string) => {
    if (!call) return;
    setKeyed("");
    setLines((before) => [
      ...before,
      {
        who: "caller",
        text: digits ? t("phoneMenu.notices.pressed", { keys: digits }) : t("phoneMenu.notices.silent"),
      },
    ]);
    void step(call, digits);
  };

  const press = (key: string) => {
    if (!inCall || waiting || mutation.isPending) return;
    if (key === "#") return send(keyed);
    const next = keyed + key;
    const expected = last ? keysExpected(last.twiml) : 0;
    if (expected && next.length >= expected) return send(next);
    setKeyed(next);
  };

  const hangUp = () => {
    if (timer.current) clearTimeout(timer.current);
    setWaiting(false);
    setCall(null);
    setLast(null);
    setKeyed("");
    setLines((before) => [...before, { who: "caller", text: t("phoneMenu.notices.youHungUp") }]);
  };

  return (
    <Card title={t("phoneMenu.title")} style={{ maxWidth: 720 }}>
      {company.query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t("phoneMenu.notices.fetchFailed")}
          description={problem(company.query.error)}
          action={<Button onClick={() => company.query.refetch()}>{t("common.actions.tryAgain")}</Button>}
        />
      ) : !company.query.isSuccess ? (
        <Skeleton active />
      ) : !configured ? (
        <Alert
          type="info"
          showIcon
          message={t("phoneMenu.notices.notConfigured")}
          description={
            <>
              {t("phoneMenu.notices.notConfiguredHint")}{" "}
              {/* Underlined: a link inside a sentence must not be told apart by colour alone (WCAG 1.4.1). */}
              <Link to="/settings" style={{ textDecoration: "underline" }}>
                {t("phoneMenu.settingsLink")}
              </Link>
            </>
          }
        />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: "100%" }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t("phoneMenu.intro", { number: formatPhone(company.result.data.phone_menu_number ?? "") })}
          </Typography.Paragraph>
          <Form layout="inline" onFinish={start}>
            <Form.Item label={t("phoneMenu.callingFrom")} htmlFor="phone-menu-from">
              <Input
                id="phone-menu-from"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                placeholder="5550100001"
                inputMode="tel"
                disabled={inCall}
                style={{ width: 200 }}
              />
            </Form.Item>
            {inCall ? (
              <Button danger icon={<StopOutlined />} onClick={hangUp}>
                {t("phoneMenu.hangUp")}
              </Button>
            ) : (
              <Button type="primary" htmlType="submit" icon={<PhoneOutlined />} disabled={!from.trim()}>
                {t("phoneMenu.call")}
              </Button>
            )}
          </Form>
          {failure && (
            <Alert type="error" showIcon message={t("phoneMenu.notices.stepFailed")} description={failure} />
          )}
          {lines.length > 0 && (
            <div role="log" aria-label={t("phoneMenu.log")}>
              <List
                size="small"
                bordered
                dataSource={lines}
                renderItem={(line) => (
                  <List.Item>
                    {line.who === "menu" ? (
                      <Typography.Text>{line.text}</Typography.Text>
                    ) : (
                      <Typography.Text type="secondary" italic>
                        {line.text}
                      </Typography.Text>
                    )}
                  </List.Item>
                )}
              />
            </div>
          )}
          {inCall && (
            <>
              <Typography.Text aria-live="polite">
                {waiting || mutation.isPending
                  ? t("phoneMenu.notices.waiting")
                  : keyed
                    ? t("phoneMenu.keyed", { keys: keyed })
                    : t("phoneMenu.notices.yourTurn")}
              </Typography.Text>
              <div
                role="group"
                aria-label={t("phoneMenu.keypad")}
                style={{ display: "grid", gridTemplateColumns: "repeat(3, 64px)", gap: 8 }}
              >
                {KEYS.map((key) => (
                  <Button key={key} onClick={() => press(key)} disabled={waiting || mutation.isPending}>
                    {key}
                  </Button>
                ))}
              </div>
              <Space>
                <Button onClick={() => send(keyed)} disabled={waiting || mutation.isPending}>
                  {keyed ? t("phoneMenu.sendKeys") : t("phoneMenu.staySilent")}
                </Button>
              </Space>
            </>
          )}
        </Space>
      )}
    </Card>
  );
}
