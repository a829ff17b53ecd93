import { EllipsisOutlined } from "@ant-design/icons";
import { type HttpError, useCustom, useCustomMutation, useNotification } from "@refinedev/core";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Empty,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Table,
  Tabs,
  Typography,
} from "antd";
import { useMemo, useState } from "react";
import type { CatalogueImport, CatalogueOffer, CatalogueOperator } from "../../common/api";
import { formatMoney } from "../../common/money";
import { currentLanguage, LOCALES, t } from "../../src/i18n";
import { problem } from "../../src/components/layout/notices";
import { catalogueEndpoints } from "./endpoints";
import { localAmount, PriceInput } from "./parts";
import { SyncTab } from "./SyncTab";
import { PlainTag } from "../../src/components/plain/PlainTag";

/**
 * The countries offered in the select: where the company's customers' families are, most often (any other
 * ISO code is typed into the select's search). Named in the reader's language by the browser.
 */
export const CATALOGUE_COUNTRIES = [
  "US",
  "MX",
  "GT",
  "SV",
  "HN",
  "NI",
  "CR",
  "PA",
  "CO",
  "VE",
  "EC",
  "PE",
  "BO",
  "CL",
  "AR",
  "UY",
  "PY",
  "BR",
  "DO",
  "HT",
  "CU",
  "JM",
  "PR",
  "PH",
  "IN",
  "PK",
  "BD",
  "NG",
  "GH",
  "KE",
] as const;

export const countryName = (code: string) => {
  try {
    return new Intl.DisplayNames([LOCALES[currentLanguage()]], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The owner's choice for one amount: chosen or not, and the price typed. */
type Choice = { chosen: boolean; price: string };
const keyOf = (operator: string, faceValue: string) => `${operator}:${faceValue}`;

/**
 * /catalogue (owners): a country's operators at the top-up aggregator with their fixed amounts; the owner
 * ticks amounts, sets each price (filled in with the face value) and imports them as carriers and plans.
 * The Sync tab lists what changed at the aggregator since, to accept one by one.
 */
export default function CataloguePage() {
  return (
    <Card title={t("catalogue.title")}>
      <Tabs
        // antd's own button for tabs that do not fit is named by its icon's English name without this
        more={{ icon: <EllipsisOutlined aria-label={t("catalogue.moreTabs")} /> }}
        items={[
          { key: "import", label: t("catalogue.importTab"), children: <ImportTab /> },
          { key: "sync", label: t("catalogue.syncTab"), children: <SyncTab />, destroyOnHidden: true },
        ]}
      />
    </Card>
  );
}

function ImportTab() {
  const [country, setCountry] = useState<string | null>(null);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const { open } = useNotification();
  const { result, query } = useCustom<CatalogueOffer, HttpError>({
    url: catalogueEndpoints.operators().path,
    method: "get",
    config: { query: { country } },
    queryOptions: { queryKey: ["catalogue-operators", country], enabled: country !== null },
    errorNotification: false,
  });
  const offer = country ? (result?.data as CatalogueOffer | undefined) : undefined;
  const { mutateAsync, mutation } = useCustomMutation<CatalogueImport, HttpError>();

  const chosen = useMemo(
    () =>
      (offer?.operators ?? [])
        .map((o) => ({
          operator_id: o.operator_id,
          amounts: o.amounts
            .filter((a) => a.plan === null && choices[keyOf(o.operator_id, a.face_value)]?.chosen)
            .map((a) => ({
              face_value: a.face_value,
              price: choices[keyOf(o.operator_id, a.face_value)].price.trim(),
            })),
        }))
        .filter((o) => o.amounts.length > 0),
    [offer, choices],
  );
  const plans = chosen.reduce((n, o) => n + o.amounts.length, 0);

  const submit = async () => {
    try {
      const { data } = await mutateAsync({
        url: catalogueEndpoints.import().path,
        method: "post",
        values: { country, operators: chosen },
        successNotification: false,
        errorNotification: false,
      });
      open?.({
        type: "success",
        message: t("catalogue.imported", {
          carriers: data.carriers_created,
          plans: data.plans_created,
          kept: data.plans_kept,
        }),
      });
      setChoices({});
      await query.refetch();
    } catch (error) {
      open?.({ type: "error", message: t("catalogue.importFailed"), description: problem(error) });
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Typography.Paragraph type="secondary">{t("catalogue.intro")}</Typography.Paragraph>
      <Space wrap>
        <label htmlFor="catalogue-country">{t("catalogue.country")}</label>
        <Select
          id="catalogue-country"
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 260 }}
          placeholder={t("catalogue.countryPlaceholder")}
          value={country ?? undefined}
          onChange={(value: string) => {
            setCountry(value);
            setChoices({});
          }}
          options={CATALOGUE_COUNTRIES.map((code) => ({
            value: code,
            label: `${countryName(code)} (${code})`,
          }))}
        />
      </Space>
      {!country ? (
        <Empty description={t("catalogue.chooseCountry")} />
      ) : query.isLoading ? (
        <Skeleton active />
      ) : query.isError ? (
        <Alert type="error" showIcon message={t("catalogue.loadFailed")} description={problem(query.error)} />
      ) : !offer?.operators.length ? (
        <Empty description={t("catalogue.noOperators")} />
      ) : (
        <>
          {offer.operators.map((o) => (
            <OperatorCard
              key={o.operator_id}
              operator={o}
              choices={choices}
              onChange={(key, choice) => setChoices((before) => ({ ...before, [key]: choice }))}
            />
          ))}
          <Space>
            <Typography.Text>{t("catalogue.chosen", { plans, operators: chosen.length })}</Typography.Text>
            <Popconfirm
              title={t("catalogue.confirmTitle", { plans })}
              description={<div style={{ maxWidth: 360 }}>{t("catalogue.confirmText")}</div>}
              okText={t("catalogue.import")}
              onConfirm={submit}
              disabled={plans === 0}
            >
              <Button type="primary" disabled={plans === 0} loading={mutation.isPending}>
                {t("catalogue.import")}
              </Button>
            </Popconfirm>
          </Space>
        </>
      )}
    </Space>
  );
}

function OperatorCard({
  operator: o,
  choices,
  onChange,
}: {
  operator: CatalogueOperator;
  choices: Record<string, Choice>;
  onChange: (key: string, choice: Choice) => void;
}) {
  const choiceOf = (faceValue: string): Choice =>
    choices[keyOf(o.operator_id, faceValue)] ?? { chosen: false, price: faceValue };
  return (
    <Card
      size="small"
      title={o.name}
      extra={
        <Space>
          <PlainTag>{t("catalogue.discount", { percent: o.discount_percent })}</PlainTag>
          {o.carrier_name && (
            <PlainTag color="green">{t("catalogue.importedAs", { name: o.carrier_name })}</PlainTag>
          )}
        </Space>
      }
    >
      <Table
        size="small"
        rowKey="product_key"
        pagination={false}
        dataSource={o.amounts}
        columns={[
          {
            key: "choose",
            width: 48,
            render: (_, a) => (
              <Checkbox
                aria-label={t("catalogue.choose", { operator: o.name, amount: formatMoney(a.face_value) })}
                disabled={a.plan !== null}
                checked={a.plan !== null || choiceOf(a.face_value).chosen}
                onChange={(e) =>
                  onChange(keyOf(o.operator_id, a.face_value), {
                    ...choiceOf(a.face_value),
                    chosen: e.target.checked,
                  })
                }
              />
            ),
          },
          { title: t("catalogue.faceValue"), key: "face", render: (_, a) => formatMoney(a.face_value) },
          {
            title: t("catalogue.receives"),
            key: "local",
            render: (_, a) => localAmount(a.local_amount, a.local_currency),
          },
          { title: t("catalogue.description"), key: "description", render: (_, a) => a.description ?? "—" },
          { title: t("catalogue.cost"), key: "cost", render: (_, a) => formatMoney(a.cost) },
          {
            title: t("catalogue.price"),
            key: "price",
            render: (_, a) =>
              a.plan !== null ? (
                <Typography.Text type="secondary">
                  {t("catalogue.importedAt", { price: formatMoney(a.plan_price) })}
                </Typography.Text>
              ) : (
                <PriceInput
                  label={t("catalogue.priceFor", { operator: o.name, amount: formatMoney(a.face_value) })}
                  value={choiceOf(a.face_value).price}
                  onChange={(price) => onChange(keyOf(o.operator_id, a.face_value), { chosen: true, price })}
                />
              ),
          },
        ]}
      />
    </Card>
  );
}
