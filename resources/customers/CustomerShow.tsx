import { EditOutlined } from "@ant-design/icons";
import { Show } from "@refinedev/antd";
import { type HttpError, useShow } from "@refinedev/core";
import { Button, Descriptions, Result, Space, Typography } from "antd";
import { people } from "../../src/messages";
import { CustomerDrawer, useCustomerDrawer } from "./CustomerDrawer";
import { CustomerRecords } from "./CustomerRecords";
import {
  ActivationButton,
  ActiveTag,
  CUSTOMER_DEACTIVATION,
  formatDateTime,
  personName,
  problem,
} from "./people";
import type { Customer } from "./types";
import { ViewAsCustomerButton } from "./ViewAsCustomerButton";

const texts = people.customer;
const Muted = ({ text }: { text: string }) => <Typography.Text type="secondary">{text}</Typography.Text>;

/** /customers/{id}: the customer's details and records; edit, view as them, deactivate or reactivate. */
export default function CustomerShow() {
  const { query, result: customer } = useShow<Customer, HttpError>({
    resource: "customers",
    errorNotification: false,
  });
  const edit = useCustomerDrawer("edit");

  if (query.isError) {
    const missing = query.error?.statusCode === 404;
    return (
      <Result
        status={missing ? "404" : "error"}
        title={missing ? "Customer not found" : "Failed to load the customer"}
        subTitle={
          missing ? "This customer does not exist or belongs to another company." : problem(query.error)
        }
        extra={!missing && <Button onClick={() => query.refetch()}>Try again</Button>}
      />
    );
  }

  return (
    <Show
      title={customer ? personName(customer) : "Customer"}
      isLoading={query.isLoading}
      canDelete={false}
      canEdit={false}
      headerButtons={
        customer ? (
          <Space wrap>
            <Button icon={<EditOutlined />} onClick={() => edit.show(customer.id)}>
              Edit
            </Button>
            <ViewAsCustomerButton customerId={customer.id} active={customer.is_active} size="middle" />
            <ActivationButton
              resource="customers"
              record={customer}
              name={personName(customer)}
              texts={texts}
              consequence={CUSTOMER_DEACTIVATION}
              size="middle"
            />
          </Space>
        ) : null
      }
    >
      {customer && (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }}>
            <Descriptions.Item label="E-mail">{customer.email}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <ActiveTag active={customer.is_active} />
            </Descriptions.Item>
            <Descriptions.Item label="Address">{customer.address || <Muted text="—" />}</Descriptions.Item>
            <Descriptions.Item label="State / ZIP">
              {[customer.state, customer.zip_code].filter(Boolean).join(" ") || <Muted text="—" />}
            </Descriptions.Item>
            <Descriptions.Item label="PIN">{customer.pin ?? <Muted text="None" />}</Descriptions.Item>
            <Descriptions.Item label="Scheduled refills">
              {customer.scheduled_refills_count}
            </Descriptions.Item>
            <Descriptions.Item label="Customer since">
              {formatDateTime(customer.created_at)}
            </Descriptions.Item>
            <Descriptions.Item label="Last sign-in">{formatDateTime(customer.last_login)}</Descriptions.Item>
          </Descriptions>
          <CustomerRecords userId={customer.id} />
        </>
      )}
      <CustomerDrawer form={edit} action="edit" />
    </Show>
  );
}
