import { graphql } from '../../gql';

/** What a shipment action answers: the order as the admin detail shows it, so the cache updates itself. */
export const ShippedOrderFragment = graphql(`
  fragment ShippedOrder on Order {
    id
    status
    allowedNextStatuses
    statusHistory {
      status
      changedAt
      changedByName
      changedByRole
    }
    shipment {
      ...ShipmentFields
      paymentId
      paidAt
    }
  }
`);

export const CouriersQuery = graphql(`
  query Couriers {
    couriers {
      code
      name
      canBook
      canFetchPayments
    }
  }
`);

export const ShipOrderMutation = graphql(`
  mutation ShipOrder($id: ID!, $input: ShipOrderInput!) {
    shipOrder(id: $id, input: $input) {
      ...ShippedOrder
    }
  }
`);

export const RecordOrderCourierMutation = graphql(`
  mutation RecordOrderCourier($id: ID!, $input: ShipOrderInput!) {
    recordOrderCourier(id: $id, input: $input) {
      ...ShippedOrder
    }
  }
`);

export const BookShipmentMutation = graphql(`
  mutation BookShipment($id: ID!, $courier: String) {
    bookShipment(id: $id, courier: $courier) {
      ...ShippedOrder
    }
  }
`);

export const RefreshTrackingMutation = graphql(`
  mutation RefreshTracking($id: ID!) {
    refreshTracking(id: $id) {
      ...ShippedOrder
    }
  }
`);

export const BulkReportFragment = graphql(`
  fragment BulkReportFields on BulkReport {
    ok
    unchanged
    failed
    outcomes {
      row
      orderId
      orderNumber
      result
      message
      order {
        ...ShippedOrder
      }
    }
  }
`);

export const BulkSetOrderStatusMutation = graphql(`
  mutation BulkSetOrderStatus($input: BulkStatusInput!) {
    bulkSetOrderStatus(input: $input) {
      ...BulkReportFields
    }
  }
`);

export const BookShipmentsMutation = graphql(`
  mutation BookShipments($input: BookOrdersInput!) {
    bookShipments(input: $input) {
      ...BulkReportFields
    }
  }
`);

export const ImportCourierStatusesMutation = graphql(`
  mutation ImportCourierStatuses($input: CsvImportInput!) {
    importCourierStatuses(input: $input) {
      ...BulkReportFields
    }
  }
`);

export const ImportTrackingNumbersMutation = graphql(`
  mutation ImportTrackingNumbers($input: TrackingImportInput!) {
    importTrackingNumbers(input: $input) {
      ...BulkReportFields
    }
  }
`);

/** The dashboard's figure: delivered COD cash the couriers still hold. */
export const CashOutstandingTotalQuery = graphql(`
  query CashOutstandingTotal {
    cashOutstanding {
      total
      orders
    }
  }
`);

export const CashOutstandingQuery = graphql(`
  query CashOutstanding {
    cashOutstanding {
      total
      orders
      byCourier {
        courier
        courierName
        orders
        amount
        days0to7
        days8to14
        days15to30
        over30
      }
      items {
        id
        orderNumber
        courier
        trackingNumber
        codAmount
        deliveredAt
        ageDays
      }
    }
  }
`);

export const CourierPaymentFieldsFragment = graphql(`
  fragment CourierPaymentFields on CourierPayment {
    id
    courier
    courierName
    date
    reference
    amount
    charges
    codTotal
    difference
    flagged
    orderNumbers
    note
    createdAt
  }
`);

export const CourierPaymentsQuery = graphql(`
  query CourierPayments {
    courierPayments {
      ...CourierPaymentFields
    }
  }
`);

export const RecordCourierPaymentMutation = graphql(`
  mutation RecordCourierPayment($input: CourierPaymentInput!) {
    recordCourierPayment(input: $input) {
      ...CourierPaymentFields
    }
  }
`);

export const ImportCourierPaymentsMutation = graphql(`
  mutation ImportCourierPayments($input: PaymentCsvInput!) {
    importCourierPayments(input: $input) {
      payments {
        ...CourierPaymentFields
      }
      rows {
        row
        reference
        trackingNumber
        result
        message
      }
    }
  }
`);

export const FetchCourierPaymentsMutation = graphql(`
  mutation FetchCourierPayments($courier: String) {
    fetchCourierPayments(courier: $courier) {
      courier
      courierName
      checked
      paid
      notPaid
      failed
      payments {
        ...CourierPaymentFields
      }
      rows {
        orderId
        orderNumber
        trackingNumber
        reference
        result
        message
      }
    }
  }
`);

export const DispatchRulesFieldsFragment = graphql(`
  fragment DispatchRulesFields on DispatchRules {
    rules {
      courier
      cities
      minCod
      maxCod
      maxWeightGrams
    }
    defaultCourier
    unitWeightGrams
  }
`);

export const DispatchRulesQuery = graphql(`
  query DispatchRules {
    dispatchRules {
      ...DispatchRulesFields
    }
  }
`);

export const SetDispatchRulesMutation = graphql(`
  mutation SetDispatchRules($input: DispatchRulesInput!) {
    setDispatchRules(input: $input) {
      ...DispatchRulesFields
    }
  }
`);

export const DispatchChoiceQuery = graphql(`
  query DispatchChoice($orderId: ID!) {
    dispatchChoice(orderId: $orderId) {
      courier
      courierName
      rule
    }
  }
`);

export const CourierFiguresQuery = graphql(`
  query CourierFigures($days: Int) {
    courierFigures(days: $days) {
      days
      capped
      couriers {
        courier
        courierName
        booked
        delivered
        returned
        returnRate
        medianDaysToDeliver
        medianDaysToPayment
        cashOutstanding
        cities {
          city
          booked
          delivered
          returned
          returnRate
          medianDaysToDeliver
          medianDaysToPayment
        }
      }
    }
  }
`);
