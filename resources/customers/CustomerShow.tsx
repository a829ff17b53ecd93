import { formatDateTime } from "@common/dates";
import { personName } from "@common/names";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { EditButton } from "@refinedev/antd";
import { type HttpError, useShow } from "@refinedev/core";
import { Descriptions, Space, Typography } from "antd";
import { useState } from "react";
import { useParams } from "react-router";
import { ActiveTag, ActiveToggle, personConfirm } from "../../src/components/ActiveToggle";
import { ShowFrame } from "../../src/components/show";
import { people } from "../../src/messages";
import { CUSTOMER_DEACTIVATION } from "./CustomerList";
import CustomerForm from "./CustomerForm";
import { CustomerRecords } from "./CustomerRecords";
import type { Customer } from "./types";
import { ViewAsCustomerButton } from "./ViewAsCustomerButton";

const texts = people.customer;
const Muted = ({ text }: { text: string }) => <Typography.Text type="secondary">{text}</Typography.Text>;

/** /customers/{id}: the customer's details and records; edit, view as them, deactivate or reactivate. */
export default function CustomerShow() {
  const { id } = useParams();
  const [editing, setEditing] = useState(false);
  const { query, result: customer } = useShow<Customer, HttpError>({
    resource: "customers",
    id,
    errorNotification: false,
  });
  return (
    <>
      <ShowFrame
        query={query}
        record={customer}
        title={personName}
        texts={{
          loadingTitle: "Customer",
          notFound: "Customer not found",
          notFoundHint: "This customer does not exist or belongs to another company.",
          fetchFailed: "Failed to load the customer",
        }}
        back={{ to: "/customers", label: "Back to customers" }}
        // The header's back control is already a button; Refine's default puts a second one inside it.
        goBack={<ArrowLeftOutlined />}
        headerButtons={(c) => (
          <Space wrap>
            <EditButton resource="customers" recordItemId={c.id} onClick={() => setEditing(true)}>
              Edit
            </EditButton>
            <ViewAsCustomerButton customerId={c.id} active={c.is_active} size="middle" />
            <ActiveToggle
              resource="customers"
              record={c}
              name={personName(c)}
              texts={texts}
              confirm={personConfirm(personName(c), CUSTOMER_DEACTIVATION)}
              size="middle"
            />
          </Space>
        )}
      >
        {(c) => (
          <>
            <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }}>
              <Descriptions.Item label="E-mail">{c.email}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <ActiveTag active={c.is_active} inactive="Deactivated" />
              </Descriptions.Item>
              <Descriptions.Item label="Address">{c.address || <Muted text="—" />}</Descriptions.Item>
              <Descriptions.Item label="State / ZIP">
                {[c.state, c.zip_code].filter(Boolean).join(" ") || <Muted text="—" />}
              </Descriptions.Item>
              <Descriptions.Item label="PIN">{c.pin ?? <Muted text="None" />}</Descriptions.Item>
              <Descriptions.Item label="Scheduled refills">{c.scheduled_refills_count}</Descriptions.Item>
              <Descriptions.Item label="Customer since">{formatDateTime(c.created_at)}</Descriptions.Item>
              <Descriptions.Item label="Last sign-in">{formatDateTime(c.last_login)}</Descriptions.Item>
            </Descriptions>
            <CustomerRecords userId={c.id} />
          </>
        )}
      </ShowFrame>
      {editing && customer && (
        <CustomerForm action="edit" id={customer.id} onClose={() => setEditing(false)} />
      )}
    </>
  );
}
