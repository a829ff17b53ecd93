import { formatDate, formatDateTime } from "@common/dates";
import { formatPhone } from "@common/phone";
import { LANGUAGE_NAMES } from "@common/languages";
import { personName } from "@common/names";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Descriptions, Space, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import { useParams } from "react-router";
import { ActiveTag, PersonActiveToggle } from "../../src/components/buttons/ActiveToggle";
import { EditButton } from "../../src/components/refine/buttons";
import { RecordPage, useRecord } from "../../src/components/show";
import { t } from "../../src/i18n";
import { CustomerActions } from "./CustomerActions";
import { CustomerRecords } from "./CustomerRecords";
import { PinButtons } from "./PinButtons";
import type { Customer } from "./types";
import { ViewAsCustomerButton } from "./ViewAsCustomerButton";

const texts = t("customers.notices", { returnObjects: true });
// The edit form's code loads when Edit is pressed.
const CustomerForm = lazy(() => import("./CustomerForm"));
const Muted = ({ text }: { text: string }) => <Typography.Text type="secondary">{text}</Typography.Text>;

/**
 * /customers/{id}: the customer's details, what staff do for them (Refill Now, Rent Now, add a line) and
 * their records; edit, view as them, deactivate or reactivate.
 */
export default function CustomerShow() {
  const { id } = useParams();
  const [editing, setEditing] = useState(false);
  const show = useRecord<Customer>("customers", id);
  return (
    <>
      <RecordPage
        show={show}
        noun={t("customers.show.noun")}
        seenBy="company"
        fetchFailed={t("customers.show.fetchFailed")}
        title={personName}
        // The header's back control is already a button; Refine's default puts a second one inside it.
        goBack={<ArrowLeftOutlined />}
        headerButtons={(c) => (
          <Space wrap>
            <EditButton resource="customers" recordItemId={c.id} onClick={() => setEditing(true)}>
              {t("common.actions.edit")}
            </EditButton>
            <ViewAsCustomerButton
              customerId={c.id}
              customerName={personName(c)}
              active={c.is_active}
              size="middle"
            />
            <PersonActiveToggle
              resource="customers"
              person={c}
              texts={texts}
              consequence={t("customers.deactivation")}
              size="middle"
            />
          </Space>
        )}
      >
        {(c) => (
          <>
            <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }}>
              <Descriptions.Item label={t("customers.show.email")}>{c.email}</Descriptions.Item>
              <Descriptions.Item label={t("customers.show.status")}>
                <ActiveTag active={c.is_active} inactive={t("customers.deactivated")} />
              </Descriptions.Item>
              <Descriptions.Item label={t("customers.show.address")}>
                {c.address || <Muted text="—" />}
              </Descriptions.Item>
              <Descriptions.Item label={t("customers.show.stateZip")}>
                {[c.state, c.zip_code].filter(Boolean).join(" ") || <Muted text="—" />}
              </Descriptions.Item>
              {/* The PIN is the customer's: staff see whether there is one, send a reset or remove it. */}
              <Descriptions.Item label={t("customers.show.pin")}>
                <Space wrap>
                  {c.pin_set ? t("customers.show.pinSet") : <Muted text={t("customers.show.pinNone")} />}
                  <PinButtons customer={c} />
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={t("customers.form.language")}>
                {LANGUAGE_NAMES[c.language] ?? c.language}
              </Descriptions.Item>
              <Descriptions.Item label={t("layout.profile.texts")}>
                {c.sms_phone && c.sms_consent_at
                  ? t("customers.show.textsAgreed", {
                      number: formatPhone(c.sms_phone),
                      date: formatDate(c.sms_consent_at),
                    })
                  : t("customers.show.textsNotAgreed")}
              </Descriptions.Item>
              <Descriptions.Item label={t("customers.show.scheduledRefills")}>
                {c.scheduled_refills_count}
              </Descriptions.Item>
              <Descriptions.Item label={t("customers.show.customerSince")}>
                {formatDateTime(c.created_at)}
              </Descriptions.Item>
              <Descriptions.Item label={t("customers.show.lastSignIn")}>
                {formatDateTime(c.last_login, t("customers.never"))}
              </Descriptions.Item>
            </Descriptions>
            <CustomerActions customer={c} name={personName(c)} />
            <CustomerRecords userId={c.id} />
          </>
        )}
      </RecordPage>
      {editing && show.result && (
        <Suspense fallback={null}>
          <CustomerForm action="edit" id={show.result.id} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
