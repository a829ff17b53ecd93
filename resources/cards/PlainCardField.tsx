import PlusOutlined from "@ant-design/icons-svg/es/asn/PlusOutlined";
import { type ReactNode, type Ref, Suspense, useState } from "react";
import { lazyDialog } from "../../src/components/forms/lazyDialog";
import { WithAntd } from "../../src/components/layout/WithAntd";
import { PlainIcon } from "../../src/components/plain/PlainIcon";
import { PlainSelectField } from "../../src/components/plain/PlainSelectField";
import { t } from "../../src/i18n";
import { useSavedCards } from "./useSavedCards";

// The Add-card dialog (antd's, with Stripe's card field) loads, with antd's frame, when the customer asks for it.
const AddCardForm = lazyDialog(() => import("./AddCardModal"), "default");

/**
 * A customer's card for a form drawn without antd (Refill Now, Rent Now; issue 40): their saved cards in a
 * native select, the default one chosen by itself, and "Add card" beside it, whose dialog chooses the card it
 * saves. A card is required.
 */
export function PlainCardField({
  value,
  onChange,
  errors,
  extra,
  selectRef,
}: {
  value: string | undefined;
  onChange: (card: string | undefined) => void;
  errors?: readonly string[];
  extra?: ReactNode;
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const [addingCard, setAddingCard] = useState(false);
  const cards = useSavedCards({ enabled: true, preselect: true, chosen: () => value, choose: onChange });
  return (
    <>
      <PlainSelectField
        label={t("cards.field.card")}
        value={value}
        onChange={onChange}
        options={cards.options}
        placeholder={t("cards.field.placeholder")}
        empty={t("cards.field.noneSaved")}
        loading={cards.loading}
        required
        errors={errors}
        extra={extra}
        selectRef={selectRef}
        after={
          <button
            type="button"
            className="plain-button plain-button-default"
            onClick={() => setAddingCard(true)}
          >
            <PlainIcon icon={PlusOutlined} />
            {t("cards.field.addCard")}
          </button>
        }
      />
      {addingCard && (
        // React's events go up through portals, but the dialog's form (antd's, rc-field-form) stops its own
        // submit: saving a card never submits the order around this field (tests/web/rentals/rent-now.test.tsx,
        // "'Add card' saves a card in its dialog…", holds it).
        <WithAntd fallback={null}>
          <Suspense fallback={null}>
            <AddCardForm action="create" onClose={() => setAddingCard(false)} />
          </Suspense>
        </WithAntd>
      )}
    </>
  );
}
