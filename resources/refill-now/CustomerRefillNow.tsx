import { type HttpError, useList } from "@refinedev/core";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { formatMoney } from "@common/money";
import { OrderPage } from "../../src/components/forms/OrderPage";
import { splitServerErrors } from "../../src/components/forms/form-errors";
import { PlainAlert } from "../../src/components/plain/PlainAlert";
import { PlainSubmitButton } from "../../src/components/plain/PlainSubmitButton";
import { PlainSelectField } from "../../src/components/plain/PlainSelectField";
import { t } from "../../src/i18n";
import { PlainCardField } from "../cards/PlainCardField";
import {
  autoRefillTerms,
  lineLabel,
  plansOfText,
  RefillSummary,
  type RefillPlan,
  useRefillLines,
} from "./parts";
import { REFILL_FIELDS, type RefillOrder, useRefill } from "./useRefill";

type Field = (typeof REFILL_FIELDS)[number];

/**
 * /refill-now for a customer, drawn without antd (issue 40: a customer's phone neither downloads nor runs
 * it): one of their lines (the only one chosen by itself), a plan of its carrier (its current plan
 * preselected), a card (the default preselected, or one added here), what it comes to, and pay. The
 * refill's page then follows it. Staff order for a customer with antd's form (StaffRefillNow).
 */
export default function CustomerRefillNow() {
  const [order, setOrder] = useState<Partial<RefillOrder>>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const selects = useRef<Partial<Record<Field, HTMLSelectElement | null>>>({});

  const lines = useRefillLines({ customer: undefined, staff: false, ready: true });
  const line = lines.list.find((l) => String(l.id) === order.phone_number);
  const plans = useList<RefillPlan, HttpError>({
    resource: "plans",
    filters: [
      { field: "is_active", operator: "eq", value: true },
      { field: "carrier", operator: "eq", value: line?.carrier ?? undefined },
    ],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { mode: "off" },
    queryOptions: { enabled: line !== undefined },
  });
  const planData = plans.result?.data;
  const planList = useMemo(() => planData ?? [], [planData]);
  const plan = planList.find((p) => String(p.id) === order.plan);

  /** Sets a field (a line brings its current plan) and lets go of what was wrong with it. */
  const set = (changes: Partial<RefillOrder>) => {
    setOrder((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const name of Object.keys(changes)) delete next[name as Field];
      return next;
    });
  };
  const chooseLine = (id: string | undefined) => {
    const chosen = lines.list.find((l) => String(l.id) === id);
    set({ phone_number: id, plan: chosen?.plan ? String(chosen.plan) : undefined });
  };

  // One line: nothing to choose.
  useEffect(() => {
    if (lines.list.length === 1 && order.phone_number === undefined) {
      const only = lines.list[0];
      setOrder((current) => ({
        ...current,
        phone_number: String(only.id),
        plan: only.plan ? String(only.plan) : undefined,
      }));
    }
  }, [lines.list, order.phone_number]);

  const { order: place, pending } = useRefill();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const missing: Partial<Record<Field, string[]>> = {};
    if (!order.phone_number) missing.phone_number = [t("refillNow.phoneNumberRequired")];
    if (!order.plan) missing.plan = [t("refillNow.planRequired")];
    if (!order.payment_method) missing.payment_method = [t("cards.field.required")];
    const first = REFILL_FIELDS.find((name) => missing[name]);
    if (first) {
      setErrors(missing);
      selects.current[first]?.focus();
      return;
    }
    try {
      await place(order as RefillOrder);
    } catch (failure) {
      // The notice says why; the server's field errors stand beside their fields too.
      const split = splitServerErrors(failure, REFILL_FIELDS);
      setErrors(Object.fromEntries(split.fields.map(({ name, errors: list }) => [name, list])));
    }
  };

  const keep = (name: Field) => (element: HTMLSelectElement | null) => {
    selects.current[name] = element;
  };

  return (
    <OrderPage
      title={t("refillNow.title")}
      summaryTitle={t("refillNow.summary")}
      summary={<RefillSummary line={line} plan={plan} />}
    >
      {(summaryHere) => (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t("refillNow.title")}>
          <PlainSelectField
            label={t("refillNow.phoneNumber")}
            value={order.phone_number}
            onChange={chooseLine}
            options={lines.list.map((l) => ({ value: String(l.id), label: lineLabel(l) }))}
            placeholder={t("refillNow.chooseLine")}
            empty={t("refillNow.noPhoneNumbers")}
            loading={lines.loading}
            required
            errors={errors.phone_number}
            selectRef={keep("phone_number")}
          />
          {lines.none && (
            <PlainAlert
              type="info"
              style={{ marginBottom: 16 }}
              // A customer adds their line and comes back (issue 21 item 4).
              message={<Link to="/phone-numbers/create">{t("refillNow.addPhoneNumber")}</Link>}
            />
          )}
          <PlainSelectField
            label={t("refillNow.plan")}
            value={order.plan}
            onChange={(id) => set({ plan: id })}
            options={planList.map((p) => ({
              value: String(p.id),
              label: t("forms.planOption", { name: p.name, price: formatMoney(p.amount) }),
            }))}
            placeholder={t("refillNow.choosePlan")}
            loading={plans.query.isLoading && line !== undefined}
            disabled={!line}
            required
            errors={errors.plan}
            extra={plansOfText(line)}
            selectRef={keep("plan")}
          />
          <PlainCardField
            value={order.payment_method}
            onChange={(id) => set({ payment_method: id })}
            errors={errors.payment_method}
            selectRef={keep("payment_method")}
          />
          {line && plan && (
            <>
              <div style={{ marginBottom: 8 }}>
                <label className="plain-checkbox">
                  <input
                    type="checkbox"
                    checked={order.auto_refill === true}
                    onChange={(event) => set({ auto_refill: event.target.checked })}
                  />
                  <span>{t("refillNow.autoRefill")}</span>
                </label>
              </div>
              {order.auto_refill && (
                <PlainAlert
                  type="info"
                  showIcon={false}
                  style={{ marginBottom: 16 }}
                  message={autoRefillTerms(line, plan)}
                />
              )}
            </>
          )}
          {summaryHere}
          <PlainSubmitButton disabled={!plan} pending={pending} fit>
            {plan ? t("refillNow.pay", { amount: formatMoney(plan.amount) }) : t("refillNow.refill")}
          </PlainSubmitButton>
        </form>
      )}
    </OrderPage>
  );
}
