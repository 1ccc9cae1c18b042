/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CustomerDashboard {\n    customerDashboard {\n      totalOrders\n      totalSpent\n      pendingOrders\n      completedOrders\n      recentOrders {\n        id\n        orderNumber\n        createdAt\n        totalAmount\n        itemCount\n        status\n      }\n    }\n  }\n": typeof types.CustomerDashboardDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment ShopSettingsFields on ShopSettings {\n    shipping {\n      defaultFee\n      freeAbove\n      cities {\n        city\n        fee\n        freeAbove\n      }\n    }\n    cod {\n      minOrder\n      maxOrder\n      cities\n      maxOpenPerPhone\n    }\n    confirmation {\n      windowHours\n      templates {\n        en\n        ur\n      }\n    }\n    shop {\n      name\n      whatsapp\n      phone\n      email\n      instagram\n    }\n  }\n": typeof types.ShopSettingsFieldsFragmentDoc,
    "\n  query ShopSettings {\n    shopSettings {\n      ...ShopSettingsFields\n    }\n  }\n": typeof types.ShopSettingsDocument,
    "\n  mutation UpdateShopSettings($input: UpdateSettingsInput!) {\n    updateShopSettings(input: $input) {\n      ...ShopSettingsFields\n    }\n  }\n": typeof types.UpdateShopSettingsDocument,
    "\n  query Blocklist {\n    blocklist {\n      id\n      kind\n      value\n      display\n      reason\n      createdByName\n      createdAt\n    }\n  }\n": typeof types.BlocklistDocument,
    "\n  mutation BlockContact($input: BlockContactInput!) {\n    blockContact(input: $input) {\n      id\n      kind\n      value\n      display\n      reason\n      createdByName\n      createdAt\n    }\n  }\n": typeof types.BlockContactDocument,
    "\n  mutation UnblockContact($id: ID!) {\n    unblockContact(id: $id) {\n      id\n    }\n  }\n": typeof types.UnblockContactDocument,
    "\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    isGuestOrder\n    itemCount\n    totalAmount\n    status\n    allowedNextStatuses\n    createdAt\n    risk {\n      level\n      reasons\n    }\n    customer {\n      id\n      name\n      email\n      phone\n    }\n    shippingAddress {\n      name\n      email\n      phone\n      address\n      city\n    }\n  }\n": typeof types.AdminOrderRowFragmentDoc,
    "\n  query AdminDashboard {\n    adminDashboard {\n      storageNotice\n      setupNotices\n      totalUsers\n      totalOrders\n      totalProducts\n      totalRevenue\n      revenueStatuses\n      recentOrders {\n        ...AdminOrderRow\n      }\n      dailyFigures {\n        day\n        orders\n        revenue\n      }\n      ordersByStatus {\n        status\n        count\n      }\n      outOfStockCount\n      lowStockCount\n      lowStockThreshold\n      codFigures {\n        days\n        orders\n        confirmed\n        declinedOrExpired\n        delivered\n        returned\n        returnRate\n        cashDelivered\n        cashOut\n        byCity {\n          city\n          orders\n          delivered\n          returned\n          returnRate\n        }\n        byRisk {\n          level\n          orders\n          delivered\n          returned\n          returnRate\n        }\n        byItem {\n          productId\n          variantId\n          name\n          sku\n          orders\n          units\n          delivered\n          returned\n          returnRate\n        }\n      }\n      stockAlerts {\n        id\n        name\n        brand\n        stockQuantity\n        images\n        cardImages\n        variantId\n        sku\n        lineName\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query AdminUsers($search: String, $limit: Int) {\n    adminUsers(search: $search, limit: $limit) {\n      items {\n        id\n        name\n        email\n        phone\n        role\n        isBlocked\n        createdAt\n      }\n      pagination {\n        total\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation SetUserBlocked($id: ID!, $isBlocked: Boolean!) {\n    setUserBlocked(id: $id, isBlocked: $isBlocked) {\n      id\n      isBlocked\n    }\n  }\n": typeof types.SetUserBlockedDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  query AdminOrders(\n    $page: Int\n    $limit: Int\n    $search: String\n    $status: OrderStatus\n    $sortBy: String\n    $sortOrder: SortOrder\n  ) {\n    adminOrders(page: $page, limit: $limit, search: $search, status: $status, sortBy: $sortBy, sortOrder: $sortOrder) {\n      items {\n        ...AdminOrderRow\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminGuestOrders(\n    $page: Int\n    $limit: Int\n    $search: String\n    $status: OrderStatus\n    $sortBy: String\n    $sortOrder: SortOrder\n  ) {\n    adminGuestOrders(\n      page: $page\n      limit: $limit\n      search: $search\n      status: $status\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n    ) {\n      items {\n        ...AdminOrderRow\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n    }\n  }\n": typeof types.AdminGuestOrdersDocument,
    "\n  query AdminOrderCounts {\n    accountOrders: adminOrders(limit: 1) {\n      pagination {\n        total\n      }\n    }\n    guestOrders: adminGuestOrders(limit: 1) {\n      pagination {\n        total\n      }\n    }\n  }\n": typeof types.AdminOrderCountsDocument,
    "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      isGuestOrder\n      itemCount\n      totalAmount\n      status\n      allowedNextStatuses\n      createdAt\n      customer {\n        id\n        name\n        email\n        phone\n      }\n      shippingAddress {\n        name\n        email\n        phone\n        address\n        city\n      }\n      notes\n      paymentMethod\n      subtotal\n      shippingFee\n      risk {\n        level\n        reasons\n      }\n      guestInfo {\n        name\n        email\n        phone\n        address\n        city\n      }\n      items {\n        productId\n        variantId\n        sku\n        options {\n          name\n          value\n        }\n        name\n        brand\n        category\n        image\n        quantity\n        price\n        lineTotal\n      }\n      statusHistory {\n        status\n        changedAt\n        changedByName\n        changedByRole\n        note\n      }\n      confirmation {\n        ...AdminConfirmationFields\n      }\n      shipment {\n        ...ShipmentFields\n        paymentId\n        paidAt\n      }\n    }\n  }\n": typeof types.AdminOrderDocument,
    "\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!, $overrideReason: String) {\n    setOrderStatus(id: $id, status: $status, overrideReason: $overrideReason) {\n      id\n      status\n      allowedNextStatuses\n      canCancel\n      updatedAt\n      confirmation {\n        status\n      }\n      statusHistory {\n        status\n        changedAt\n        changedByName\n        changedByRole\n        note\n      }\n    }\n  }\n": typeof types.SetOrderStatusDocument,
    "\n  mutation DeleteOrder($id: ID!) {\n    deleteOrder(id: $id)\n  }\n": typeof types.DeleteOrderDocument,
    "\n  fragment AdminProductFields on Product {\n    id\n    slug\n    name\n    description\n    brand\n    category\n    condition\n    price\n    discountPrice\n    finalPrice\n    stockQuantity\n    inStock\n    tags\n    featured\n    trendy\n    images\n    cardImages\n    createdAt\n    options {\n      name\n      values\n    }\n    variants {\n      id\n      sku\n      values\n      price\n      discountPrice\n      stockQuantity\n      ownImages\n    }\n  }\n": typeof types.AdminProductFieldsFragmentDoc,
    "\n  mutation SetProductVariants($id: ID!, $input: ProductVariantsInput!) {\n    setProductVariants(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.SetProductVariantsDocument,
    "\n  query AdminProducts($search: String, $category: String, $limit: Int, $page: Int) {\n    adminProducts(search: $search, category: $category, limit: $limit, page: $page) {\n      items {\n        ...AdminProductFields\n      }\n      pagination {\n        total\n        pages\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": typeof types.DeleteProductDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdByName\n      createdAt\n      expiresAt\n      revokedAt\n      lastUsedAt\n      status\n    }\n    apiKeyScopes {\n      name\n      description\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        id\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n      status\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query AuditLog($actorId: String, $entity: String, $from: String, $to: String, $page: Int, $limit: Int) {\n    auditLog(actorId: $actorId, entity: $entity, from: $from, to: $to, page: $page, limit: $limit) {\n      items {\n        id\n        at\n        actor {\n          kind\n          id\n          name\n          staffRole\n        }\n        ip\n        entity\n        entityId\n        entityLabel\n        action\n        summary\n        changes {\n          field\n          from\n          to\n        }\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n      actors {\n        kind\n        id\n        name\n        staffRole\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    name\n    position\n    hidden\n    picture\n    cardPicture\n    formerNames\n    productCount\n  }\n": typeof types.AdminCategoryFieldsFragmentDoc,
    "\n  query AdminCategories {\n    adminCategories {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  mutation AddCategory($name: String!) {\n    addCategory(name: $name) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.AddCategoryDocument,
    "\n  mutation RenameCategory($id: ID!, $name: String!) {\n    renameCategory(id: $id, name: $name) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.RenameCategoryDocument,
    "\n  mutation SetCategoryHidden($id: ID!, $hidden: Boolean!) {\n    setCategoryHidden(id: $id, hidden: $hidden) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.SetCategoryHiddenDocument,
    "\n  mutation MoveCategory($id: ID!, $direction: CategoryMove!) {\n    moveCategory(id: $id, direction: $direction) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.MoveCategoryDocument,
    "\n  mutation RemoveCategoryPicture($id: ID!) {\n    removeCategoryPicture(id: $id) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.RemoveCategoryPictureDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  query AdminCategoryNames {\n    adminCategories {\n      id\n      name\n    }\n  }\n": typeof types.AdminCategoryNamesDocument,
    "\n  fragment ShippedOrder on Order {\n    id\n    status\n    allowedNextStatuses\n    statusHistory {\n      status\n      changedAt\n      changedByName\n      changedByRole\n    }\n    shipment {\n      ...ShipmentFields\n      paymentId\n      paidAt\n    }\n  }\n": typeof types.ShippedOrderFragmentDoc,
    "\n  query Couriers {\n    couriers {\n      code\n      name\n      canBook\n    }\n  }\n": typeof types.CouriersDocument,
    "\n  mutation ShipOrder($id: ID!, $input: ShipOrderInput!) {\n    shipOrder(id: $id, input: $input) {\n      ...ShippedOrder\n    }\n  }\n": typeof types.ShipOrderDocument,
    "\n  mutation RecordOrderCourier($id: ID!, $input: ShipOrderInput!) {\n    recordOrderCourier(id: $id, input: $input) {\n      ...ShippedOrder\n    }\n  }\n": typeof types.RecordOrderCourierDocument,
    "\n  mutation BookShipment($id: ID!, $courier: String) {\n    bookShipment(id: $id, courier: $courier) {\n      ...ShippedOrder\n    }\n  }\n": typeof types.BookShipmentDocument,
    "\n  mutation RefreshTracking($id: ID!) {\n    refreshTracking(id: $id) {\n      ...ShippedOrder\n    }\n  }\n": typeof types.RefreshTrackingDocument,
    "\n  fragment BulkReportFields on BulkReport {\n    ok\n    unchanged\n    failed\n    outcomes {\n      row\n      orderId\n      orderNumber\n      result\n      message\n      order {\n        ...ShippedOrder\n      }\n    }\n  }\n": typeof types.BulkReportFieldsFragmentDoc,
    "\n  mutation BulkSetOrderStatus($input: BulkStatusInput!) {\n    bulkSetOrderStatus(input: $input) {\n      ...BulkReportFields\n    }\n  }\n": typeof types.BulkSetOrderStatusDocument,
    "\n  mutation BookShipments($input: BookOrdersInput!) {\n    bookShipments(input: $input) {\n      ...BulkReportFields\n    }\n  }\n": typeof types.BookShipmentsDocument,
    "\n  mutation ImportCourierStatuses($input: CsvImportInput!) {\n    importCourierStatuses(input: $input) {\n      ...BulkReportFields\n    }\n  }\n": typeof types.ImportCourierStatusesDocument,
    "\n  query CashOutstandingTotal {\n    cashOutstanding {\n      total\n      orders\n    }\n  }\n": typeof types.CashOutstandingTotalDocument,
    "\n  query CashOutstanding {\n    cashOutstanding {\n      total\n      orders\n      byCourier {\n        courier\n        courierName\n        orders\n        amount\n        days0to7\n        days8to14\n        days15to30\n        over30\n      }\n      items {\n        id\n        orderNumber\n        courier\n        trackingNumber\n        codAmount\n        deliveredAt\n        ageDays\n      }\n    }\n  }\n": typeof types.CashOutstandingDocument,
    "\n  fragment CourierPaymentFields on CourierPayment {\n    id\n    courier\n    courierName\n    date\n    reference\n    amount\n    charges\n    codTotal\n    difference\n    flagged\n    orderNumbers\n    note\n    createdAt\n  }\n": typeof types.CourierPaymentFieldsFragmentDoc,
    "\n  query CourierPayments {\n    courierPayments {\n      ...CourierPaymentFields\n    }\n  }\n": typeof types.CourierPaymentsDocument,
    "\n  mutation RecordCourierPayment($input: CourierPaymentInput!) {\n    recordCourierPayment(input: $input) {\n      ...CourierPaymentFields\n    }\n  }\n": typeof types.RecordCourierPaymentDocument,
    "\n  mutation ImportCourierPayments($input: PaymentCsvInput!) {\n    importCourierPayments(input: $input) {\n      payments {\n        ...CourierPaymentFields\n      }\n      rows {\n        row\n        reference\n        trackingNumber\n        result\n        message\n      }\n    }\n  }\n": typeof types.ImportCourierPaymentsDocument,
    "\n  mutation FetchCourierPayments($courier: String) {\n    fetchCourierPayments(courier: $courier) {\n      courier\n      courierName\n      checked\n      paid\n      notPaid\n      failed\n      payments {\n        ...CourierPaymentFields\n      }\n      rows {\n        orderId\n        orderNumber\n        trackingNumber\n        reference\n        result\n        message\n      }\n    }\n  }\n": typeof types.FetchCourierPaymentsDocument,
    "\n  query OrderMessages($orderId: ID!) {\n    orderMessages(orderId: $orderId) {\n      id\n      kind\n      channel\n      to\n      language\n      subject\n      body\n      state\n      reason\n      nextAttemptAt\n      sentAt\n      deliveredAt\n      createdAt\n      attempts {\n        number\n        at\n        status\n        answer\n      }\n    }\n  }\n": typeof types.OrderMessagesDocument,
    "\n  query TakeOrderProducts($search: String) {\n    products(search: $search, limit: 8, inStock: true) {\n      items {\n        id\n        name\n        brand\n        finalPrice\n        stockQuantity\n        options {\n          name\n        }\n        variants {\n          id\n          values\n          sku\n          finalPrice\n          stockQuantity\n        }\n      }\n    }\n  }\n": typeof types.TakeOrderProductsDocument,
    "\n  mutation TakeOrder($input: TakeOrderInput!) {\n    takeOrder(input: $input) {\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n": typeof types.TakeOrderDocument,
    "\n  fragment StaffInviteRow on StaffInvite {\n    id\n    name\n    email\n    staffRole\n    invitedByName\n    createdAt\n    expiresAt\n  }\n": typeof types.StaffInviteRowFragmentDoc,
    "\n  query StaffOverview {\n    staffOverview {\n      members {\n        id\n        name\n        email\n        staffRole\n        isBlocked\n        createdAt\n      }\n      invites {\n        ...StaffInviteRow\n      }\n    }\n  }\n": typeof types.StaffOverviewDocument,
    "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      link\n      invite {\n        ...StaffInviteRow\n      }\n    }\n  }\n": typeof types.InviteStaffDocument,
    "\n  mutation RevokeStaffInvite($id: ID!) {\n    revokeStaffInvite(id: $id)\n  }\n": typeof types.RevokeStaffInviteDocument,
    "\n  mutation SetStaffRole($id: ID!, $staffRole: StaffRole!) {\n    setStaffRole(id: $id, staffRole: $staffRole) {\n      id\n      staffRole\n      permissions\n    }\n  }\n": typeof types.SetStaffRoleDocument,
    "\n  mutation RemoveStaffMember($id: ID!) {\n    removeStaffMember(id: $id)\n  }\n": typeof types.RemoveStaffMemberDocument,
    "\n  query Webhooks {\n    webhookSubscriptions {\n      id\n      url\n      events\n      description\n      active\n      pausedAt\n      pausedReason\n      failingSince\n      createdByName\n      createdAt\n    }\n    webhookEvents {\n      name\n      description\n    }\n  }\n": typeof types.WebhooksDocument,
    "\n  query WebhookDeliveries($subscriptionId: ID, $limit: Int) {\n    webhookDeliveries(subscriptionId: $subscriptionId, limit: $limit) {\n      total\n      items {\n        id\n        subscriptionId\n        event\n        status\n        createdAt\n        nextAttemptAt\n        attempts {\n          number\n          at\n          statusCode\n          error\n          durationMs\n        }\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) {\n    createWebhookSubscription(input: $input) {\n      secret\n      subscription {\n        id\n        url\n        events\n        description\n        active\n        pausedAt\n        pausedReason\n        failingSince\n        createdByName\n        createdAt\n      }\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation UpdateWebhook($id: ID!, $input: UpdateWebhookSubscriptionInput!) {\n    updateWebhookSubscription(id: $id, input: $input) {\n      id\n      url\n      events\n      description\n      active\n      pausedAt\n      pausedReason\n      failingSince\n      createdByName\n      createdAt\n    }\n  }\n": typeof types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhookSubscription(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation RollWebhookSecret($id: ID!) {\n    rollWebhookSecret(id: $id) {\n      secret\n      subscription {\n        id\n        url\n        events\n        description\n        active\n        pausedAt\n        pausedReason\n        failingSince\n        createdByName\n        createdAt\n      }\n    }\n  }\n": typeof types.RollWebhookSecretDocument,
    "\n  mutation SendTestWebhook($subscriptionId: ID!) {\n    sendTestWebhook(subscriptionId: $subscriptionId) {\n      id\n      status\n    }\n  }\n": typeof types.SendTestWebhookDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n    staffRole\n    permissions\n    isBlocked\n    createdAt\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      channel\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query StaffInvite($token: String!) {\n    staffInvite(token: $token) {\n      name\n      email\n      staffRole\n      shopName\n      expiresAt\n    }\n  }\n": typeof types.StaffInviteDocument,
    "\n  mutation AcceptStaffInvite($token: String!, $input: AcceptStaffInviteInput!) {\n    acceptStaffInvite(token: $token, input: $input) {\n      id\n      email\n    }\n  }\n": typeof types.AcceptStaffInviteDocument,
    "\n  fragment CartProductFields on Product {\n    id\n    slug\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n  }\n": typeof types.CartProductFieldsFragmentDoc,
    "\n  fragment CartVariantFields on ProductVariant {\n    id\n    values\n    price\n    finalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n  }\n": typeof types.CartVariantFieldsFragmentDoc,
    "\n  fragment CartFields on Cart {\n    id\n    subtotal\n    deliveryCharge\n    totalAmount\n    totalQuantity\n    items {\n      quantity\n      lineTotal\n      product {\n        ...CartProductFields\n      }\n      variant {\n        ...CartVariantFields\n      }\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query ServerCart {\n    cart {\n      ...CartFields\n    }\n  }\n": typeof types.ServerCartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartFields\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartItem($input: UpdateCartInput!) {\n    updateCartItem(input: $input) {\n      ...CartFields\n    }\n  }\n": typeof types.UpdateCartItemDocument,
    "\n  mutation RemoveFromCart($productId: ID!, $variantId: ID) {\n    removeFromCart(productId: $productId, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      ...CartFields\n    }\n  }\n": typeof types.ClearCartDocument,
    "\n  mutation MergeCart($input: MergeCartInput!) {\n    mergeCart(input: $input) {\n      ...CartFields\n    }\n  }\n": typeof types.MergeCartDocument,
    "\n  query CartProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      ...CartProductFields\n      variants {\n        ...CartVariantFields\n      }\n    }\n  }\n": typeof types.CartProductsDocument,
    "\n  fragment HeroSlideFields on Product {\n    id\n    slug\n    name\n    images\n    cardImages\n  }\n": typeof types.HeroSlideFieldsFragmentDoc,
    "\n  fragment PurchasePanelFields on Product {\n    id\n    slug\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n    options {\n      name\n      values\n    }\n    variants {\n      id\n      sku\n      values\n      price\n      finalPrice\n      discountPrice\n      images\n      cardImages\n      stockQuantity\n      inStock\n    }\n  }\n": typeof types.PurchasePanelFieldsFragmentDoc,
    "\n  query AllProducts($limit: Int!, $page: Int!) {\n    products(limit: $limit, page: $page, sortBy: LATEST) @connection(key: \"loadMore\") {\n      items {\n        id\n        ...ProductCardFields\n        ...HeroSlideFields\n      }\n      pagination {\n        page\n        hasNext\n        total\n      }\n    }\n  }\n": typeof types.AllProductsDocument,
    "\n  query TrendyProducts($limit: Int!) {\n    products(trendy: true, limit: $limit, sortBy: LATEST) {\n      items {\n        id\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.TrendyProductsDocument,
    "\n  query FeaturedProducts($limit: Int!) {\n    featuredProducts(limit: $limit) {\n      id\n      ...ProductCardFields\n      ...HeroSlideFields\n    }\n  }\n": typeof types.FeaturedProductsDocument,
    "\n  query HomeCategories {\n    categoryCards {\n      name\n      image\n      cardImage\n    }\n  }\n": typeof types.HomeCategoriesDocument,
    "\n  query ProductList(\n    $category: String\n    $brand: String\n    $minPrice: Float\n    $maxPrice: Float\n    $inStock: Boolean\n    $search: String\n    $option: [String!]\n    $sortBy: ProductSort\n    $page: Int\n    $limit: Int\n  ) {\n    products(\n      category: $category\n      brand: $brand\n      minPrice: $minPrice\n      maxPrice: $maxPrice\n      inStock: $inStock\n      search: $search\n      option: $option\n      sortBy: $sortBy\n      page: $page\n      limit: $limit\n    ) {\n      items {\n        id\n        ...ProductCardFields\n      }\n      pagination {\n        total\n        pages\n        page\n      }\n    }\n  }\n": typeof types.ProductListDocument,
    "\n  query ListOptionValues(\n    $category: String\n    $brand: String\n    $minPrice: Float\n    $maxPrice: Float\n    $inStock: Boolean\n    $search: String\n    $option: [String!]\n  ) {\n    productOptionValues(\n      category: $category\n      brand: $brand\n      minPrice: $minPrice\n      maxPrice: $maxPrice\n      inStock: $inStock\n      search: $search\n      option: $option\n    ) {\n      name\n      values {\n        value\n        count\n      }\n    }\n  }\n": typeof types.ListOptionValuesDocument,
    "\n  query FilterCategories {\n    productCategories\n  }\n": typeof types.FilterCategoriesDocument,
    "\n  query CategoryNames {\n    categories {\n      id\n      name\n      formerNames\n    }\n  }\n": typeof types.CategoryNamesDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      slug\n      name\n      brand\n      category\n      finalPrice\n      originalPrice\n      images\n      cardImages\n      description\n      specifications {\n        key\n        value\n      }\n      pricesVary\n      options {\n        name\n        values\n      }\n      variants {\n        id\n        price\n        finalPrice\n        images\n        cardImages\n      }\n      ...PurchasePanelFields\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query RelatedProducts($id: ID!, $limit: Int!) {\n    relatedProducts(productId: $id, limit: $limit) {\n      id\n      ...ProductCardFields\n    }\n  }\n": typeof types.RelatedProductsDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      accessKey\n      order {\n        id\n        orderNumber\n        ...OrderDetailFields\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query OrderByIdempotencyKey($key: String!) {\n    orderByIdempotencyKey(key: $key) {\n      accessKey\n      order {\n        id\n        orderNumber\n        ...OrderDetailFields\n      }\n    }\n  }\n": typeof types.OrderByIdempotencyKeyDocument,
    "\n  fragment AdminConfirmationFields on OrderConfirmation {\n    status\n    channel\n    at\n    expiresAt\n    link\n    whatsappUrl(language: EN)\n    whatsappUrlUrdu: whatsappUrl(language: UR)\n    attempts {\n      at\n      outcome\n      note\n      byName\n    }\n    messages {\n      at\n      channel\n      language\n      status\n      attempt\n      error\n      byName\n    }\n    phoneReveals {\n      at\n      byName\n    }\n  }\n": typeof types.AdminConfirmationFieldsFragmentDoc,
    "\n  mutation LogConfirmationAttempt($orderId: ID!, $input: ConfirmationAttemptInput!) {\n    logConfirmationAttempt(orderId: $orderId, input: $input) {\n      id\n      status\n      allowedNextStatuses\n      canCancel\n      updatedAt\n      confirmation {\n        ...AdminConfirmationFields\n      }\n      statusHistory {\n        status\n        changedAt\n        changedByName\n        changedByRole\n        note\n      }\n    }\n  }\n": typeof types.LogConfirmationAttemptDocument,
    "\n  fragment QueueOrderFields on Order {\n    id\n    orderNumber\n    createdAt\n    items {\n      productId\n      variantId\n      name\n      quantity\n      options {\n        name\n        value\n      }\n    }\n  }\n": typeof types.QueueOrderFieldsFragmentDoc,
    "\n  query ConfirmationQueue($page: Int!, $risk: String, $expiresWithinHours: Int, $notContacted: Boolean) {\n    # 20 cards a page, always: each card carries its calls, messages and duplicates, so a page of 100 would cost\n    # more than the API's limit (server/src/graphql/query-limits.ts).\n    confirmationQueue(\n      page: $page\n      limit: 20\n      risk: $risk\n      expiresWithinHours: $expiresWithinHours\n      notContacted: $notContacted\n    ) {\n      items {\n        id\n        orderNumber\n        createdAt\n        ...QueueOrderFields\n        status\n        totalAmount\n        notes\n        risk {\n          level\n          reasons\n        }\n        itemCount\n        isGuestOrder\n        shippingAddress {\n          name\n          phone\n          address\n          city\n        }\n        confirmation {\n          ...AdminConfirmationFields\n        }\n        possibleDuplicates {\n          ...QueueOrderFields\n        }\n      }\n      pagination {\n        page\n        pages\n        total\n        hasNext\n        hasPrev\n      }\n    }\n  }\n": typeof types.ConfirmationQueueDocument,
    "\n  query WaitingConfirmations {\n    confirmationQueue(page: 1, limit: 1) {\n      pagination {\n        total\n      }\n    }\n  }\n": typeof types.WaitingConfirmationsDocument,
    "\n  fragment PublicOrderFields on PublicOrder {\n    orderNumber\n    status\n    placedAt\n    subtotal\n    deliveryCharge\n    totalAmount\n    confirmationStatus\n    confirmedAt\n    confirmationExpiresAt\n    statusHistory {\n      status\n      changedAt\n    }\n    items {\n      name\n      image\n      price\n      quantity\n      lineTotal\n    }\n    shipTo {\n      name\n      address\n      city\n      phone\n    }\n  }\n": typeof types.PublicOrderFieldsFragmentDoc,
    "\n  query ConfirmationPage($token: String!) {\n    confirmation(token: $token) {\n      canDecide\n      message\n      deliverTo {\n        name\n        address\n        city\n        phone\n      }\n      order {\n        orderNumber\n        confirmationExpiresAt\n        totalAmount\n        ...PublicOrderFields\n      }\n    }\n  }\n": typeof types.ConfirmationPageDocument,
    "\n  mutation DecideConfirmation($token: String!, $decision: ConfirmationDecision!) {\n    decideConfirmation(token: $token, decision: $decision) {\n      canDecide\n      message\n      deliverTo {\n        name\n        address\n        city\n        phone\n      }\n      order {\n        orderNumber\n        confirmationExpiresAt\n        totalAmount\n        ...PublicOrderFields\n      }\n    }\n  }\n": typeof types.DecideConfirmationDocument,
    "\n  query TrackOrder($orderNumber: String!, $phone: String!) {\n    trackOrder(orderNumber: $orderNumber, phone: $phone) {\n      orderNumber\n      ...PublicOrderFields\n      shipment {\n        ...ShipmentFields\n      }\n    }\n  }\n": typeof types.TrackOrderDocument,
    "\n  mutation RevealCustomerPhone($orderId: ID!) {\n    revealCustomerPhone(orderId: $orderId, language: EN) {\n      phone\n      whatsappUrl\n      whatsappUrlUrdu\n    }\n  }\n": typeof types.RevealCustomerPhoneDocument,
    "\n  mutation RecordWhatsAppOpened($orderId: ID!, $language: MessageLanguage!) {\n    recordWhatsAppOpened(orderId: $orderId, language: $language) {\n      id\n      confirmation {\n        ...AdminConfirmationFields\n      }\n    }\n  }\n": typeof types.RecordWhatsAppOpenedDocument,
    "\n  query MenuCategories {\n    productCategories\n  }\n": typeof types.MenuCategoriesDocument,
    "\n  query SearchSuggestions($search: String!, $limit: Int!) {\n    products(search: $search, limit: $limit) {\n      items {\n        id\n        slug\n        name\n        brand\n        finalPrice\n        images\n        cardImages\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  fragment ShipmentFields on Shipment {\n    courier\n    courierName\n    trackingNumber\n    trackingUrl\n    riderName\n    booked\n    bookedAt\n    deliveredAt\n    returnedAt\n    events {\n      at\n      code\n      description\n      location\n    }\n  }\n": typeof types.ShipmentFieldsFragmentDoc,
    "\n  fragment OrderDetailFields on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    canCancel\n    paymentMethod\n    subtotal\n    shippingFee\n    totalAmount\n    notes\n    isGuestOrder\n    itemCount\n    confirmation {\n      status\n    }\n    shippingAddress {\n      name\n      email\n      phone\n      address\n      city\n    }\n    guestInfo {\n      name\n      email\n      phone\n      address\n      city\n    }\n    customer {\n      id\n      name\n      email\n      phone\n    }\n    items {\n      productId\n      variantId\n      sku\n      options {\n        name\n        value\n      }\n      name\n      brand\n      category\n      image\n      quantity\n      price\n      lineTotal\n    }\n    shipment {\n      ...ShipmentFields\n    }\n  }\n": typeof types.OrderDetailFieldsFragmentDoc,
    "\n  query OrderDetail($id: ID!, $accessKey: String) {\n    order(id: $id, accessKey: $accessKey) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.OrderDetailDocument,
    "\n  fragment OrderHistoryFields on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    canCancel\n    totalAmount\n    itemCount\n  }\n": typeof types.OrderHistoryFieldsFragmentDoc,
    "\n  query MyOrders($page: Int!, $limit: Int!) {\n    myOrders(page: $page, limit: $limit) {\n      items {\n        ...OrderHistoryFields\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  mutation CancelMyOrder($id: ID!) {\n    cancelMyOrder(id: $id) {\n      ...OrderHistoryFields\n      ...OrderDetailFields\n    }\n  }\n": typeof types.CancelMyOrderDocument,
    "\n  query Shop {\n    shop {\n      name\n      whatsapp\n      phone\n      email\n      instagram\n      currency\n      paymentMethod\n      delivery {\n        defaultFee\n        freeAbove\n        cities {\n          city\n          fee\n          freeAbove\n        }\n      }\n    }\n  }\n": typeof types.ShopDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    slug\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n    featured\n    trendy\n    createdAt\n    pricesVary\n    options {\n      name\n    }\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query CustomerDashboard {\n    customerDashboard {\n      totalOrders\n      totalSpent\n      pendingOrders\n      completedOrders\n      recentOrders {\n        id\n        orderNumber\n        createdAt\n        totalAmount\n        itemCount\n        status\n      }\n    }\n  }\n": types.CustomerDashboardDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  fragment ShopSettingsFields on ShopSettings {\n    shipping {\n      defaultFee\n      freeAbove\n      cities {\n        city\n        fee\n        freeAbove\n      }\n    }\n    cod {\n      minOrder\n      maxOrder\n      cities\n      maxOpenPerPhone\n    }\n    confirmation {\n      windowHours\n      templates {\n        en\n        ur\n      }\n    }\n    shop {\n      name\n      whatsapp\n      phone\n      email\n      instagram\n    }\n  }\n": types.ShopSettingsFieldsFragmentDoc,
    "\n  query ShopSettings {\n    shopSettings {\n      ...ShopSettingsFields\n    }\n  }\n": types.ShopSettingsDocument,
    "\n  mutation UpdateShopSettings($input: UpdateSettingsInput!) {\n    updateShopSettings(input: $input) {\n      ...ShopSettingsFields\n    }\n  }\n": types.UpdateShopSettingsDocument,
    "\n  query Blocklist {\n    blocklist {\n      id\n      kind\n      value\n      display\n      reason\n      createdByName\n      createdAt\n    }\n  }\n": types.BlocklistDocument,
    "\n  mutation BlockContact($input: BlockContactInput!) {\n    blockContact(input: $input) {\n      id\n      kind\n      value\n      display\n      reason\n      createdByName\n      createdAt\n    }\n  }\n": types.BlockContactDocument,
    "\n  mutation UnblockContact($id: ID!) {\n    unblockContact(id: $id) {\n      id\n    }\n  }\n": types.UnblockContactDocument,
    "\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    isGuestOrder\n    itemCount\n    totalAmount\n    status\n    allowedNextStatuses\n    createdAt\n    risk {\n      level\n      reasons\n    }\n    customer {\n      id\n      name\n      email\n      phone\n    }\n    shippingAddress {\n      name\n      email\n      phone\n      address\n      city\n    }\n  }\n": types.AdminOrderRowFragmentDoc,
    "\n  query AdminDashboard {\n    adminDashboard {\n      storageNotice\n      setupNotices\n      totalUsers\n      totalOrders\n      totalProducts\n      totalRevenue\n      revenueStatuses\n      recentOrders {\n        ...AdminOrderRow\n      }\n      dailyFigures {\n        day\n        orders\n        revenue\n      }\n      ordersByStatus {\n        status\n        count\n      }\n      outOfStockCount\n      lowStockCount\n      lowStockThreshold\n      codFigures {\n        days\n        orders\n        confirmed\n        declinedOrExpired\n        delivered\n        returned\n        returnRate\n        cashDelivered\n        cashOut\n        byCity {\n          city\n          orders\n          delivered\n          returned\n          returnRate\n        }\n        byRisk {\n          level\n          orders\n          delivered\n          returned\n          returnRate\n        }\n        byItem {\n          productId\n          variantId\n          name\n          sku\n          orders\n          units\n          delivered\n          returned\n          returnRate\n        }\n      }\n      stockAlerts {\n        id\n        name\n        brand\n        stockQuantity\n        images\n        cardImages\n        variantId\n        sku\n        lineName\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query AdminUsers($search: String, $limit: Int) {\n    adminUsers(search: $search, limit: $limit) {\n      items {\n        id\n        name\n        email\n        phone\n        role\n        isBlocked\n        createdAt\n      }\n      pagination {\n        total\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation SetUserBlocked($id: ID!, $isBlocked: Boolean!) {\n    setUserBlocked(id: $id, isBlocked: $isBlocked) {\n      id\n      isBlocked\n    }\n  }\n": types.SetUserBlockedDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  query AdminOrders(\n    $page: Int\n    $limit: Int\n    $search: String\n    $status: OrderStatus\n    $sortBy: String\n    $sortOrder: SortOrder\n  ) {\n    adminOrders(page: $page, limit: $limit, search: $search, status: $status, sortBy: $sortBy, sortOrder: $sortOrder) {\n      items {\n        ...AdminOrderRow\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminGuestOrders(\n    $page: Int\n    $limit: Int\n    $search: String\n    $status: OrderStatus\n    $sortBy: String\n    $sortOrder: SortOrder\n  ) {\n    adminGuestOrders(\n      page: $page\n      limit: $limit\n      search: $search\n      status: $status\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n    ) {\n      items {\n        ...AdminOrderRow\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n    }\n  }\n": types.AdminGuestOrdersDocument,
    "\n  query AdminOrderCounts {\n    accountOrders: adminOrders(limit: 1) {\n      pagination {\n        total\n      }\n    }\n    guestOrders: adminGuestOrders(limit: 1) {\n      pagination {\n        total\n      }\n    }\n  }\n": types.AdminOrderCountsDocument,
    "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      isGuestOrder\n      itemCount\n      totalAmount\n      status\n      allowedNextStatuses\n      createdAt\n      customer {\n        id\n        name\n        email\n        phone\n      }\n      shippingAddress {\n        name\n        email\n        phone\n        address\n        city\n      }\n      notes\n      paymentMethod\n      subtotal\n      shippingFee\n      risk {\n        level\n        reasons\n      }\n      guestInfo {\n        name\n        email\n        phone\n        address\n        city\n      }\n      items {\n        productId\n        variantId\n        sku\n        options {\n          name\n          value\n        }\n        name\n        brand\n        category\n        image\n        quantity\n        price\n        lineTotal\n      }\n      statusHistory {\n        status\n        changedAt\n        changedByName\n        changedByRole\n        note\n      }\n      confirmation {\n        ...AdminConfirmationFields\n      }\n      shipment {\n        ...ShipmentFields\n        paymentId\n        paidAt\n      }\n    }\n  }\n": types.AdminOrderDocument,
    "\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!, $overrideReason: String) {\n    setOrderStatus(id: $id, status: $status, overrideReason: $overrideReason) {\n      id\n      status\n      allowedNextStatuses\n      canCancel\n      updatedAt\n      confirmation {\n        status\n      }\n      statusHistory {\n        status\n        changedAt\n        changedByName\n        changedByRole\n        note\n      }\n    }\n  }\n": types.SetOrderStatusDocument,
    "\n  mutation DeleteOrder($id: ID!) {\n    deleteOrder(id: $id)\n  }\n": types.DeleteOrderDocument,
    "\n  fragment AdminProductFields on Product {\n    id\n    slug\n    name\n    description\n    brand\n    category\n    condition\n    price\n    discountPrice\n    finalPrice\n    stockQuantity\n    inStock\n    tags\n    featured\n    trendy\n    images\n    cardImages\n    createdAt\n    options {\n      name\n      values\n    }\n    variants {\n      id\n      sku\n      values\n      price\n      discountPrice\n      stockQuantity\n      ownImages\n    }\n  }\n": types.AdminProductFieldsFragmentDoc,
    "\n  mutation SetProductVariants($id: ID!, $input: ProductVariantsInput!) {\n    setProductVariants(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n": types.SetProductVariantsDocument,
    "\n  query AdminProducts($search: String, $category: String, $limit: Int, $page: Int) {\n    adminProducts(search: $search, category: $category, limit: $limit, page: $page) {\n      items {\n        ...AdminProductFields\n      }\n      pagination {\n        total\n        pages\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": types.DeleteProductDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdByName\n      createdAt\n      expiresAt\n      revokedAt\n      lastUsedAt\n      status\n    }\n    apiKeyScopes {\n      name\n      description\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        id\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n      status\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query AuditLog($actorId: String, $entity: String, $from: String, $to: String, $page: Int, $limit: Int) {\n    auditLog(actorId: $actorId, entity: $entity, from: $from, to: $to, page: $page, limit: $limit) {\n      items {\n        id\n        at\n        actor {\n          kind\n          id\n          name\n          staffRole\n        }\n        ip\n        entity\n        entityId\n        entityLabel\n        action\n        summary\n        changes {\n          field\n          from\n          to\n        }\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n      actors {\n        kind\n        id\n        name\n        staffRole\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    name\n    position\n    hidden\n    picture\n    cardPicture\n    formerNames\n    productCount\n  }\n": types.AdminCategoryFieldsFragmentDoc,
    "\n  query AdminCategories {\n    adminCategories {\n      ...AdminCategoryFields\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  mutation AddCategory($name: String!) {\n    addCategory(name: $name) {\n      ...AdminCategoryFields\n    }\n  }\n": types.AddCategoryDocument,
    "\n  mutation RenameCategory($id: ID!, $name: String!) {\n    renameCategory(id: $id, name: $name) {\n      ...AdminCategoryFields\n    }\n  }\n": types.RenameCategoryDocument,
    "\n  mutation SetCategoryHidden($id: ID!, $hidden: Boolean!) {\n    setCategoryHidden(id: $id, hidden: $hidden) {\n      ...AdminCategoryFields\n    }\n  }\n": types.SetCategoryHiddenDocument,
    "\n  mutation MoveCategory($id: ID!, $direction: CategoryMove!) {\n    moveCategory(id: $id, direction: $direction) {\n      ...AdminCategoryFields\n    }\n  }\n": types.MoveCategoryDocument,
    "\n  mutation RemoveCategoryPicture($id: ID!) {\n    removeCategoryPicture(id: $id) {\n      ...AdminCategoryFields\n    }\n  }\n": types.RemoveCategoryPictureDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n": types.DeleteCategoryDocument,
    "\n  query AdminCategoryNames {\n    adminCategories {\n      id\n      name\n    }\n  }\n": types.AdminCategoryNamesDocument,
    "\n  fragment ShippedOrder on Order {\n    id\n    status\n    allowedNextStatuses\n    statusHistory {\n      status\n      changedAt\n      changedByName\n      changedByRole\n    }\n    shipment {\n      ...ShipmentFields\n      paymentId\n      paidAt\n    }\n  }\n": types.ShippedOrderFragmentDoc,
    "\n  query Couriers {\n    couriers {\n      code\n      name\n      canBook\n    }\n  }\n": types.CouriersDocument,
    "\n  mutation ShipOrder($id: ID!, $input: ShipOrderInput!) {\n    shipOrder(id: $id, input: $input) {\n      ...ShippedOrder\n    }\n  }\n": types.ShipOrderDocument,
    "\n  mutation RecordOrderCourier($id: ID!, $input: ShipOrderInput!) {\n    recordOrderCourier(id: $id, input: $input) {\n      ...ShippedOrder\n    }\n  }\n": types.RecordOrderCourierDocument,
    "\n  mutation BookShipment($id: ID!, $courier: String) {\n    bookShipment(id: $id, courier: $courier) {\n      ...ShippedOrder\n    }\n  }\n": types.BookShipmentDocument,
    "\n  mutation RefreshTracking($id: ID!) {\n    refreshTracking(id: $id) {\n      ...ShippedOrder\n    }\n  }\n": types.RefreshTrackingDocument,
    "\n  fragment BulkReportFields on BulkReport {\n    ok\n    unchanged\n    failed\n    outcomes {\n      row\n      orderId\n      orderNumber\n      result\n      message\n      order {\n        ...ShippedOrder\n      }\n    }\n  }\n": types.BulkReportFieldsFragmentDoc,
    "\n  mutation BulkSetOrderStatus($input: BulkStatusInput!) {\n    bulkSetOrderStatus(input: $input) {\n      ...BulkReportFields\n    }\n  }\n": types.BulkSetOrderStatusDocument,
    "\n  mutation BookShipments($input: BookOrdersInput!) {\n    bookShipments(input: $input) {\n      ...BulkReportFields\n    }\n  }\n": types.BookShipmentsDocument,
    "\n  mutation ImportCourierStatuses($input: CsvImportInput!) {\n    importCourierStatuses(input: $input) {\n      ...BulkReportFields\n    }\n  }\n": types.ImportCourierStatusesDocument,
    "\n  query CashOutstandingTotal {\n    cashOutstanding {\n      total\n      orders\n    }\n  }\n": types.CashOutstandingTotalDocument,
    "\n  query CashOutstanding {\n    cashOutstanding {\n      total\n      orders\n      byCourier {\n        courier\n        courierName\n        orders\n        amount\n        days0to7\n        days8to14\n        days15to30\n        over30\n      }\n      items {\n        id\n        orderNumber\n        courier\n        trackingNumber\n        codAmount\n        deliveredAt\n        ageDays\n      }\n    }\n  }\n": types.CashOutstandingDocument,
    "\n  fragment CourierPaymentFields on CourierPayment {\n    id\n    courier\n    courierName\n    date\n    reference\n    amount\n    charges\n    codTotal\n    difference\n    flagged\n    orderNumbers\n    note\n    createdAt\n  }\n": types.CourierPaymentFieldsFragmentDoc,
    "\n  query CourierPayments {\n    courierPayments {\n      ...CourierPaymentFields\n    }\n  }\n": types.CourierPaymentsDocument,
    "\n  mutation RecordCourierPayment($input: CourierPaymentInput!) {\n    recordCourierPayment(input: $input) {\n      ...CourierPaymentFields\n    }\n  }\n": types.RecordCourierPaymentDocument,
    "\n  mutation ImportCourierPayments($input: PaymentCsvInput!) {\n    importCourierPayments(input: $input) {\n      payments {\n        ...CourierPaymentFields\n      }\n      rows {\n        row\n        reference\n        trackingNumber\n        result\n        message\n      }\n    }\n  }\n": types.ImportCourierPaymentsDocument,
    "\n  mutation FetchCourierPayments($courier: String) {\n    fetchCourierPayments(courier: $courier) {\n      courier\n      courierName\n      checked\n      paid\n      notPaid\n      failed\n      payments {\n        ...CourierPaymentFields\n      }\n      rows {\n        orderId\n        orderNumber\n        trackingNumber\n        reference\n        result\n        message\n      }\n    }\n  }\n": types.FetchCourierPaymentsDocument,
    "\n  query OrderMessages($orderId: ID!) {\n    orderMessages(orderId: $orderId) {\n      id\n      kind\n      channel\n      to\n      language\n      subject\n      body\n      state\n      reason\n      nextAttemptAt\n      sentAt\n      deliveredAt\n      createdAt\n      attempts {\n        number\n        at\n        status\n        answer\n      }\n    }\n  }\n": types.OrderMessagesDocument,
    "\n  query TakeOrderProducts($search: String) {\n    products(search: $search, limit: 8, inStock: true) {\n      items {\n        id\n        name\n        brand\n        finalPrice\n        stockQuantity\n        options {\n          name\n        }\n        variants {\n          id\n          values\n          sku\n          finalPrice\n          stockQuantity\n        }\n      }\n    }\n  }\n": types.TakeOrderProductsDocument,
    "\n  mutation TakeOrder($input: TakeOrderInput!) {\n    takeOrder(input: $input) {\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n": types.TakeOrderDocument,
    "\n  fragment StaffInviteRow on StaffInvite {\n    id\n    name\n    email\n    staffRole\n    invitedByName\n    createdAt\n    expiresAt\n  }\n": types.StaffInviteRowFragmentDoc,
    "\n  query StaffOverview {\n    staffOverview {\n      members {\n        id\n        name\n        email\n        staffRole\n        isBlocked\n        createdAt\n      }\n      invites {\n        ...StaffInviteRow\n      }\n    }\n  }\n": types.StaffOverviewDocument,
    "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      link\n      invite {\n        ...StaffInviteRow\n      }\n    }\n  }\n": types.InviteStaffDocument,
    "\n  mutation RevokeStaffInvite($id: ID!) {\n    revokeStaffInvite(id: $id)\n  }\n": types.RevokeStaffInviteDocument,
    "\n  mutation SetStaffRole($id: ID!, $staffRole: StaffRole!) {\n    setStaffRole(id: $id, staffRole: $staffRole) {\n      id\n      staffRole\n      permissions\n    }\n  }\n": types.SetStaffRoleDocument,
    "\n  mutation RemoveStaffMember($id: ID!) {\n    removeStaffMember(id: $id)\n  }\n": types.RemoveStaffMemberDocument,
    "\n  query Webhooks {\n    webhookSubscriptions {\n      id\n      url\n      events\n      description\n      active\n      pausedAt\n      pausedReason\n      failingSince\n      createdByName\n      createdAt\n    }\n    webhookEvents {\n      name\n      description\n    }\n  }\n": types.WebhooksDocument,
    "\n  query WebhookDeliveries($subscriptionId: ID, $limit: Int) {\n    webhookDeliveries(subscriptionId: $subscriptionId, limit: $limit) {\n      total\n      items {\n        id\n        subscriptionId\n        event\n        status\n        createdAt\n        nextAttemptAt\n        attempts {\n          number\n          at\n          statusCode\n          error\n          durationMs\n        }\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) {\n    createWebhookSubscription(input: $input) {\n      secret\n      subscription {\n        id\n        url\n        events\n        description\n        active\n        pausedAt\n        pausedReason\n        failingSince\n        createdByName\n        createdAt\n      }\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation UpdateWebhook($id: ID!, $input: UpdateWebhookSubscriptionInput!) {\n    updateWebhookSubscription(id: $id, input: $input) {\n      id\n      url\n      events\n      description\n      active\n      pausedAt\n      pausedReason\n      failingSince\n      createdByName\n      createdAt\n    }\n  }\n": types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhookSubscription(id: $id) {\n      id\n    }\n  }\n": types.DeleteWebhookDocument,
    "\n  mutation RollWebhookSecret($id: ID!) {\n    rollWebhookSecret(id: $id) {\n      secret\n      subscription {\n        id\n        url\n        events\n        description\n        active\n        pausedAt\n        pausedReason\n        failingSince\n        createdByName\n        createdAt\n      }\n    }\n  }\n": types.RollWebhookSecretDocument,
    "\n  mutation SendTestWebhook($subscriptionId: ID!) {\n    sendTestWebhook(subscriptionId: $subscriptionId) {\n      id\n      status\n    }\n  }\n": types.SendTestWebhookDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n    staffRole\n    permissions\n    isBlocked\n    createdAt\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      channel\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query StaffInvite($token: String!) {\n    staffInvite(token: $token) {\n      name\n      email\n      staffRole\n      shopName\n      expiresAt\n    }\n  }\n": types.StaffInviteDocument,
    "\n  mutation AcceptStaffInvite($token: String!, $input: AcceptStaffInviteInput!) {\n    acceptStaffInvite(token: $token, input: $input) {\n      id\n      email\n    }\n  }\n": types.AcceptStaffInviteDocument,
    "\n  fragment CartProductFields on Product {\n    id\n    slug\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n  }\n": types.CartProductFieldsFragmentDoc,
    "\n  fragment CartVariantFields on ProductVariant {\n    id\n    values\n    price\n    finalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n  }\n": types.CartVariantFieldsFragmentDoc,
    "\n  fragment CartFields on Cart {\n    id\n    subtotal\n    deliveryCharge\n    totalAmount\n    totalQuantity\n    items {\n      quantity\n      lineTotal\n      product {\n        ...CartProductFields\n      }\n      variant {\n        ...CartVariantFields\n      }\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query ServerCart {\n    cart {\n      ...CartFields\n    }\n  }\n": types.ServerCartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartFields\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartItem($input: UpdateCartInput!) {\n    updateCartItem(input: $input) {\n      ...CartFields\n    }\n  }\n": types.UpdateCartItemDocument,
    "\n  mutation RemoveFromCart($productId: ID!, $variantId: ID) {\n    removeFromCart(productId: $productId, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n": types.RemoveFromCartDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      ...CartFields\n    }\n  }\n": types.ClearCartDocument,
    "\n  mutation MergeCart($input: MergeCartInput!) {\n    mergeCart(input: $input) {\n      ...CartFields\n    }\n  }\n": types.MergeCartDocument,
    "\n  query CartProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      ...CartProductFields\n      variants {\n        ...CartVariantFields\n      }\n    }\n  }\n": types.CartProductsDocument,
    "\n  fragment HeroSlideFields on Product {\n    id\n    slug\n    name\n    images\n    cardImages\n  }\n": types.HeroSlideFieldsFragmentDoc,
    "\n  fragment PurchasePanelFields on Product {\n    id\n    slug\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n    options {\n      name\n      values\n    }\n    variants {\n      id\n      sku\n      values\n      price\n      finalPrice\n      discountPrice\n      images\n      cardImages\n      stockQuantity\n      inStock\n    }\n  }\n": types.PurchasePanelFieldsFragmentDoc,
    "\n  query AllProducts($limit: Int!, $page: Int!) {\n    products(limit: $limit, page: $page, sortBy: LATEST) @connection(key: \"loadMore\") {\n      items {\n        id\n        ...ProductCardFields\n        ...HeroSlideFields\n      }\n      pagination {\n        page\n        hasNext\n        total\n      }\n    }\n  }\n": types.AllProductsDocument,
    "\n  query TrendyProducts($limit: Int!) {\n    products(trendy: true, limit: $limit, sortBy: LATEST) {\n      items {\n        id\n        ...ProductCardFields\n      }\n    }\n  }\n": types.TrendyProductsDocument,
    "\n  query FeaturedProducts($limit: Int!) {\n    featuredProducts(limit: $limit) {\n      id\n      ...ProductCardFields\n      ...HeroSlideFields\n    }\n  }\n": types.FeaturedProductsDocument,
    "\n  query HomeCategories {\n    categoryCards {\n      name\n      image\n      cardImage\n    }\n  }\n": types.HomeCategoriesDocument,
    "\n  query ProductList(\n    $category: String\n    $brand: String\n    $minPrice: Float\n    $maxPrice: Float\n    $inStock: Boolean\n    $search: String\n    $option: [String!]\n    $sortBy: ProductSort\n    $page: Int\n    $limit: Int\n  ) {\n    products(\n      category: $category\n      brand: $brand\n      minPrice: $minPrice\n      maxPrice: $maxPrice\n      inStock: $inStock\n      search: $search\n      option: $option\n      sortBy: $sortBy\n      page: $page\n      limit: $limit\n    ) {\n      items {\n        id\n        ...ProductCardFields\n      }\n      pagination {\n        total\n        pages\n        page\n      }\n    }\n  }\n": types.ProductListDocument,
    "\n  query ListOptionValues(\n    $category: String\n    $brand: String\n    $minPrice: Float\n    $maxPrice: Float\n    $inStock: Boolean\n    $search: String\n    $option: [String!]\n  ) {\n    productOptionValues(\n      category: $category\n      brand: $brand\n      minPrice: $minPrice\n      maxPrice: $maxPrice\n      inStock: $inStock\n      search: $search\n      option: $option\n    ) {\n      name\n      values {\n        value\n        count\n      }\n    }\n  }\n": types.ListOptionValuesDocument,
    "\n  query FilterCategories {\n    productCategories\n  }\n": types.FilterCategoriesDocument,
    "\n  query CategoryNames {\n    categories {\n      id\n      name\n      formerNames\n    }\n  }\n": types.CategoryNamesDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      slug\n      name\n      brand\n      category\n      finalPrice\n      originalPrice\n      images\n      cardImages\n      description\n      specifications {\n        key\n        value\n      }\n      pricesVary\n      options {\n        name\n        values\n      }\n      variants {\n        id\n        price\n        finalPrice\n        images\n        cardImages\n      }\n      ...PurchasePanelFields\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query RelatedProducts($id: ID!, $limit: Int!) {\n    relatedProducts(productId: $id, limit: $limit) {\n      id\n      ...ProductCardFields\n    }\n  }\n": types.RelatedProductsDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      accessKey\n      order {\n        id\n        orderNumber\n        ...OrderDetailFields\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  query OrderByIdempotencyKey($key: String!) {\n    orderByIdempotencyKey(key: $key) {\n      accessKey\n      order {\n        id\n        orderNumber\n        ...OrderDetailFields\n      }\n    }\n  }\n": types.OrderByIdempotencyKeyDocument,
    "\n  fragment AdminConfirmationFields on OrderConfirmation {\n    status\n    channel\n    at\n    expiresAt\n    link\n    whatsappUrl(language: EN)\n    whatsappUrlUrdu: whatsappUrl(language: UR)\n    attempts {\n      at\n      outcome\n      note\n      byName\n    }\n    messages {\n      at\n      channel\n      language\n      status\n      attempt\n      error\n      byName\n    }\n    phoneReveals {\n      at\n      byName\n    }\n  }\n": types.AdminConfirmationFieldsFragmentDoc,
    "\n  mutation LogConfirmationAttempt($orderId: ID!, $input: ConfirmationAttemptInput!) {\n    logConfirmationAttempt(orderId: $orderId, input: $input) {\n      id\n      status\n      allowedNextStatuses\n      canCancel\n      updatedAt\n      confirmation {\n        ...AdminConfirmationFields\n      }\n      statusHistory {\n        status\n        changedAt\n        changedByName\n        changedByRole\n        note\n      }\n    }\n  }\n": types.LogConfirmationAttemptDocument,
    "\n  fragment QueueOrderFields on Order {\n    id\n    orderNumber\n    createdAt\n    items {\n      productId\n      variantId\n      name\n      quantity\n      options {\n        name\n        value\n      }\n    }\n  }\n": types.QueueOrderFieldsFragmentDoc,
    "\n  query ConfirmationQueue($page: Int!, $risk: String, $expiresWithinHours: Int, $notContacted: Boolean) {\n    # 20 cards a page, always: each card carries its calls, messages and duplicates, so a page of 100 would cost\n    # more than the API's limit (server/src/graphql/query-limits.ts).\n    confirmationQueue(\n      page: $page\n      limit: 20\n      risk: $risk\n      expiresWithinHours: $expiresWithinHours\n      notContacted: $notContacted\n    ) {\n      items {\n        id\n        orderNumber\n        createdAt\n        ...QueueOrderFields\n        status\n        totalAmount\n        notes\n        risk {\n          level\n          reasons\n        }\n        itemCount\n        isGuestOrder\n        shippingAddress {\n          name\n          phone\n          address\n          city\n        }\n        confirmation {\n          ...AdminConfirmationFields\n        }\n        possibleDuplicates {\n          ...QueueOrderFields\n        }\n      }\n      pagination {\n        page\n        pages\n        total\n        hasNext\n        hasPrev\n      }\n    }\n  }\n": types.ConfirmationQueueDocument,
    "\n  query WaitingConfirmations {\n    confirmationQueue(page: 1, limit: 1) {\n      pagination {\n        total\n      }\n    }\n  }\n": types.WaitingConfirmationsDocument,
    "\n  fragment PublicOrderFields on PublicOrder {\n    orderNumber\n    status\n    placedAt\n    subtotal\n    deliveryCharge\n    totalAmount\n    confirmationStatus\n    confirmedAt\n    confirmationExpiresAt\n    statusHistory {\n      status\n      changedAt\n    }\n    items {\n      name\n      image\n      price\n      quantity\n      lineTotal\n    }\n    shipTo {\n      name\n      address\n      city\n      phone\n    }\n  }\n": types.PublicOrderFieldsFragmentDoc,
    "\n  query ConfirmationPage($token: String!) {\n    confirmation(token: $token) {\n      canDecide\n      message\n      deliverTo {\n        name\n        address\n        city\n        phone\n      }\n      order {\n        orderNumber\n        confirmationExpiresAt\n        totalAmount\n        ...PublicOrderFields\n      }\n    }\n  }\n": types.ConfirmationPageDocument,
    "\n  mutation DecideConfirmation($token: String!, $decision: ConfirmationDecision!) {\n    decideConfirmation(token: $token, decision: $decision) {\n      canDecide\n      message\n      deliverTo {\n        name\n        address\n        city\n        phone\n      }\n      order {\n        orderNumber\n        confirmationExpiresAt\n        totalAmount\n        ...PublicOrderFields\n      }\n    }\n  }\n": types.DecideConfirmationDocument,
    "\n  query TrackOrder($orderNumber: String!, $phone: String!) {\n    trackOrder(orderNumber: $orderNumber, phone: $phone) {\n      orderNumber\n      ...PublicOrderFields\n      shipment {\n        ...ShipmentFields\n      }\n    }\n  }\n": types.TrackOrderDocument,
    "\n  mutation RevealCustomerPhone($orderId: ID!) {\n    revealCustomerPhone(orderId: $orderId, language: EN) {\n      phone\n      whatsappUrl\n      whatsappUrlUrdu\n    }\n  }\n": types.RevealCustomerPhoneDocument,
    "\n  mutation RecordWhatsAppOpened($orderId: ID!, $language: MessageLanguage!) {\n    recordWhatsAppOpened(orderId: $orderId, language: $language) {\n      id\n      confirmation {\n        ...AdminConfirmationFields\n      }\n    }\n  }\n": types.RecordWhatsAppOpenedDocument,
    "\n  query MenuCategories {\n    productCategories\n  }\n": types.MenuCategoriesDocument,
    "\n  query SearchSuggestions($search: String!, $limit: Int!) {\n    products(search: $search, limit: $limit) {\n      items {\n        id\n        slug\n        name\n        brand\n        finalPrice\n        images\n        cardImages\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  fragment ShipmentFields on Shipment {\n    courier\n    courierName\n    trackingNumber\n    trackingUrl\n    riderName\n    booked\n    bookedAt\n    deliveredAt\n    returnedAt\n    events {\n      at\n      code\n      description\n      location\n    }\n  }\n": types.ShipmentFieldsFragmentDoc,
    "\n  fragment OrderDetailFields on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    canCancel\n    paymentMethod\n    subtotal\n    shippingFee\n    totalAmount\n    notes\n    isGuestOrder\n    itemCount\n    confirmation {\n      status\n    }\n    shippingAddress {\n      name\n      email\n      phone\n      address\n      city\n    }\n    guestInfo {\n      name\n      email\n      phone\n      address\n      city\n    }\n    customer {\n      id\n      name\n      email\n      phone\n    }\n    items {\n      productId\n      variantId\n      sku\n      options {\n        name\n        value\n      }\n      name\n      brand\n      category\n      image\n      quantity\n      price\n      lineTotal\n    }\n    shipment {\n      ...ShipmentFields\n    }\n  }\n": types.OrderDetailFieldsFragmentDoc,
    "\n  query OrderDetail($id: ID!, $accessKey: String) {\n    order(id: $id, accessKey: $accessKey) {\n      ...OrderDetailFields\n    }\n  }\n": types.OrderDetailDocument,
    "\n  fragment OrderHistoryFields on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    canCancel\n    totalAmount\n    itemCount\n  }\n": types.OrderHistoryFieldsFragmentDoc,
    "\n  query MyOrders($page: Int!, $limit: Int!) {\n    myOrders(page: $page, limit: $limit) {\n      items {\n        ...OrderHistoryFields\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  mutation CancelMyOrder($id: ID!) {\n    cancelMyOrder(id: $id) {\n      ...OrderHistoryFields\n      ...OrderDetailFields\n    }\n  }\n": types.CancelMyOrderDocument,
    "\n  query Shop {\n    shop {\n      name\n      whatsapp\n      phone\n      email\n      instagram\n      currency\n      paymentMethod\n      delivery {\n        defaultFee\n        freeAbove\n        cities {\n          city\n          fee\n          freeAbove\n        }\n      }\n    }\n  }\n": types.ShopDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    slug\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n    featured\n    trendy\n    createdAt\n    pricesVary\n    options {\n      name\n    }\n  }\n": types.ProductCardFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDashboard {\n    customerDashboard {\n      totalOrders\n      totalSpent\n      pendingOrders\n      completedOrders\n      recentOrders {\n        id\n        orderNumber\n        createdAt\n        totalAmount\n        itemCount\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerDashboard {\n    customerDashboard {\n      totalOrders\n      totalSpent\n      pendingOrders\n      completedOrders\n      recentOrders {\n        id\n        orderNumber\n        createdAt\n        totalAmount\n        itemCount\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopSettingsFields on ShopSettings {\n    shipping {\n      defaultFee\n      freeAbove\n      cities {\n        city\n        fee\n        freeAbove\n      }\n    }\n    cod {\n      minOrder\n      maxOrder\n      cities\n      maxOpenPerPhone\n    }\n    confirmation {\n      windowHours\n      templates {\n        en\n        ur\n      }\n    }\n    shop {\n      name\n      whatsapp\n      phone\n      email\n      instagram\n    }\n  }\n"): (typeof documents)["\n  fragment ShopSettingsFields on ShopSettings {\n    shipping {\n      defaultFee\n      freeAbove\n      cities {\n        city\n        fee\n        freeAbove\n      }\n    }\n    cod {\n      minOrder\n      maxOrder\n      cities\n      maxOpenPerPhone\n    }\n    confirmation {\n      windowHours\n      templates {\n        en\n        ur\n      }\n    }\n    shop {\n      name\n      whatsapp\n      phone\n      email\n      instagram\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopSettings {\n    shopSettings {\n      ...ShopSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query ShopSettings {\n    shopSettings {\n      ...ShopSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShopSettings($input: UpdateSettingsInput!) {\n    updateShopSettings(input: $input) {\n      ...ShopSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShopSettings($input: UpdateSettingsInput!) {\n    updateShopSettings(input: $input) {\n      ...ShopSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Blocklist {\n    blocklist {\n      id\n      kind\n      value\n      display\n      reason\n      createdByName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Blocklist {\n    blocklist {\n      id\n      kind\n      value\n      display\n      reason\n      createdByName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockContact($input: BlockContactInput!) {\n    blockContact(input: $input) {\n      id\n      kind\n      value\n      display\n      reason\n      createdByName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation BlockContact($input: BlockContactInput!) {\n    blockContact(input: $input) {\n      id\n      kind\n      value\n      display\n      reason\n      createdByName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockContact($id: ID!) {\n    unblockContact(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UnblockContact($id: ID!) {\n    unblockContact(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    isGuestOrder\n    itemCount\n    totalAmount\n    status\n    allowedNextStatuses\n    createdAt\n    risk {\n      level\n      reasons\n    }\n    customer {\n      id\n      name\n      email\n      phone\n    }\n    shippingAddress {\n      name\n      email\n      phone\n      address\n      city\n    }\n  }\n"): (typeof documents)["\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    isGuestOrder\n    itemCount\n    totalAmount\n    status\n    allowedNextStatuses\n    createdAt\n    risk {\n      level\n      reasons\n    }\n    customer {\n      id\n      name\n      email\n      phone\n    }\n    shippingAddress {\n      name\n      email\n      phone\n      address\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminDashboard {\n      storageNotice\n      setupNotices\n      totalUsers\n      totalOrders\n      totalProducts\n      totalRevenue\n      revenueStatuses\n      recentOrders {\n        ...AdminOrderRow\n      }\n      dailyFigures {\n        day\n        orders\n        revenue\n      }\n      ordersByStatus {\n        status\n        count\n      }\n      outOfStockCount\n      lowStockCount\n      lowStockThreshold\n      codFigures {\n        days\n        orders\n        confirmed\n        declinedOrExpired\n        delivered\n        returned\n        returnRate\n        cashDelivered\n        cashOut\n        byCity {\n          city\n          orders\n          delivered\n          returned\n          returnRate\n        }\n        byRisk {\n          level\n          orders\n          delivered\n          returned\n          returnRate\n        }\n        byItem {\n          productId\n          variantId\n          name\n          sku\n          orders\n          units\n          delivered\n          returned\n          returnRate\n        }\n      }\n      stockAlerts {\n        id\n        name\n        brand\n        stockQuantity\n        images\n        cardImages\n        variantId\n        sku\n        lineName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    adminDashboard {\n      storageNotice\n      setupNotices\n      totalUsers\n      totalOrders\n      totalProducts\n      totalRevenue\n      revenueStatuses\n      recentOrders {\n        ...AdminOrderRow\n      }\n      dailyFigures {\n        day\n        orders\n        revenue\n      }\n      ordersByStatus {\n        status\n        count\n      }\n      outOfStockCount\n      lowStockCount\n      lowStockThreshold\n      codFigures {\n        days\n        orders\n        confirmed\n        declinedOrExpired\n        delivered\n        returned\n        returnRate\n        cashDelivered\n        cashOut\n        byCity {\n          city\n          orders\n          delivered\n          returned\n          returnRate\n        }\n        byRisk {\n          level\n          orders\n          delivered\n          returned\n          returnRate\n        }\n        byItem {\n          productId\n          variantId\n          name\n          sku\n          orders\n          units\n          delivered\n          returned\n          returnRate\n        }\n      }\n      stockAlerts {\n        id\n        name\n        brand\n        stockQuantity\n        images\n        cardImages\n        variantId\n        sku\n        lineName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $limit: Int) {\n    adminUsers(search: $search, limit: $limit) {\n      items {\n        id\n        name\n        email\n        phone\n        role\n        isBlocked\n        createdAt\n      }\n      pagination {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $limit: Int) {\n    adminUsers(search: $search, limit: $limit) {\n      items {\n        id\n        name\n        email\n        phone\n        role\n        isBlocked\n        createdAt\n      }\n      pagination {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserBlocked($id: ID!, $isBlocked: Boolean!) {\n    setUserBlocked(id: $id, isBlocked: $isBlocked) {\n      id\n      isBlocked\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserBlocked($id: ID!, $isBlocked: Boolean!) {\n    setUserBlocked(id: $id, isBlocked: $isBlocked) {\n      id\n      isBlocked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders(\n    $page: Int\n    $limit: Int\n    $search: String\n    $status: OrderStatus\n    $sortBy: String\n    $sortOrder: SortOrder\n  ) {\n    adminOrders(page: $page, limit: $limit, search: $search, status: $status, sortBy: $sortBy, sortOrder: $sortOrder) {\n      items {\n        ...AdminOrderRow\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders(\n    $page: Int\n    $limit: Int\n    $search: String\n    $status: OrderStatus\n    $sortBy: String\n    $sortOrder: SortOrder\n  ) {\n    adminOrders(page: $page, limit: $limit, search: $search, status: $status, sortBy: $sortBy, sortOrder: $sortOrder) {\n      items {\n        ...AdminOrderRow\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGuestOrders(\n    $page: Int\n    $limit: Int\n    $search: String\n    $status: OrderStatus\n    $sortBy: String\n    $sortOrder: SortOrder\n  ) {\n    adminGuestOrders(\n      page: $page\n      limit: $limit\n      search: $search\n      status: $status\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n    ) {\n      items {\n        ...AdminOrderRow\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminGuestOrders(\n    $page: Int\n    $limit: Int\n    $search: String\n    $status: OrderStatus\n    $sortBy: String\n    $sortOrder: SortOrder\n  ) {\n    adminGuestOrders(\n      page: $page\n      limit: $limit\n      search: $search\n      status: $status\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n    ) {\n      items {\n        ...AdminOrderRow\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderCounts {\n    accountOrders: adminOrders(limit: 1) {\n      pagination {\n        total\n      }\n    }\n    guestOrders: adminGuestOrders(limit: 1) {\n      pagination {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderCounts {\n    accountOrders: adminOrders(limit: 1) {\n      pagination {\n        total\n      }\n    }\n    guestOrders: adminGuestOrders(limit: 1) {\n      pagination {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      isGuestOrder\n      itemCount\n      totalAmount\n      status\n      allowedNextStatuses\n      createdAt\n      customer {\n        id\n        name\n        email\n        phone\n      }\n      shippingAddress {\n        name\n        email\n        phone\n        address\n        city\n      }\n      notes\n      paymentMethod\n      subtotal\n      shippingFee\n      risk {\n        level\n        reasons\n      }\n      guestInfo {\n        name\n        email\n        phone\n        address\n        city\n      }\n      items {\n        productId\n        variantId\n        sku\n        options {\n          name\n          value\n        }\n        name\n        brand\n        category\n        image\n        quantity\n        price\n        lineTotal\n      }\n      statusHistory {\n        status\n        changedAt\n        changedByName\n        changedByRole\n        note\n      }\n      confirmation {\n        ...AdminConfirmationFields\n      }\n      shipment {\n        ...ShipmentFields\n        paymentId\n        paidAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      isGuestOrder\n      itemCount\n      totalAmount\n      status\n      allowedNextStatuses\n      createdAt\n      customer {\n        id\n        name\n        email\n        phone\n      }\n      shippingAddress {\n        name\n        email\n        phone\n        address\n        city\n      }\n      notes\n      paymentMethod\n      subtotal\n      shippingFee\n      risk {\n        level\n        reasons\n      }\n      guestInfo {\n        name\n        email\n        phone\n        address\n        city\n      }\n      items {\n        productId\n        variantId\n        sku\n        options {\n          name\n          value\n        }\n        name\n        brand\n        category\n        image\n        quantity\n        price\n        lineTotal\n      }\n      statusHistory {\n        status\n        changedAt\n        changedByName\n        changedByRole\n        note\n      }\n      confirmation {\n        ...AdminConfirmationFields\n      }\n      shipment {\n        ...ShipmentFields\n        paymentId\n        paidAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!, $overrideReason: String) {\n    setOrderStatus(id: $id, status: $status, overrideReason: $overrideReason) {\n      id\n      status\n      allowedNextStatuses\n      canCancel\n      updatedAt\n      confirmation {\n        status\n      }\n      statusHistory {\n        status\n        changedAt\n        changedByName\n        changedByRole\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!, $overrideReason: String) {\n    setOrderStatus(id: $id, status: $status, overrideReason: $overrideReason) {\n      id\n      status\n      allowedNextStatuses\n      canCancel\n      updatedAt\n      confirmation {\n        status\n      }\n      statusHistory {\n        status\n        changedAt\n        changedByName\n        changedByRole\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrder($id: ID!) {\n    deleteOrder(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteOrder($id: ID!) {\n    deleteOrder(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductFields on Product {\n    id\n    slug\n    name\n    description\n    brand\n    category\n    condition\n    price\n    discountPrice\n    finalPrice\n    stockQuantity\n    inStock\n    tags\n    featured\n    trendy\n    images\n    cardImages\n    createdAt\n    options {\n      name\n      values\n    }\n    variants {\n      id\n      sku\n      values\n      price\n      discountPrice\n      stockQuantity\n      ownImages\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProductFields on Product {\n    id\n    slug\n    name\n    description\n    brand\n    category\n    condition\n    price\n    discountPrice\n    finalPrice\n    stockQuantity\n    inStock\n    tags\n    featured\n    trendy\n    images\n    cardImages\n    createdAt\n    options {\n      name\n      values\n    }\n    variants {\n      id\n      sku\n      values\n      price\n      discountPrice\n      stockQuantity\n      ownImages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductVariants($id: ID!, $input: ProductVariantsInput!) {\n    setProductVariants(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductVariants($id: ID!, $input: ProductVariantsInput!) {\n    setProductVariants(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($search: String, $category: String, $limit: Int, $page: Int) {\n    adminProducts(search: $search, category: $category, limit: $limit, page: $page) {\n      items {\n        ...AdminProductFields\n      }\n      pagination {\n        total\n        pages\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($search: String, $category: String, $limit: Int, $page: Int) {\n    adminProducts(search: $search, category: $category, limit: $limit, page: $page) {\n      items {\n        ...AdminProductFields\n      }\n      pagination {\n        total\n        pages\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdByName\n      createdAt\n      expiresAt\n      revokedAt\n      lastUsedAt\n      status\n    }\n    apiKeyScopes {\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdByName\n      createdAt\n      expiresAt\n      revokedAt\n      lastUsedAt\n      status\n    }\n    apiKeyScopes {\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($actorId: String, $entity: String, $from: String, $to: String, $page: Int, $limit: Int) {\n    auditLog(actorId: $actorId, entity: $entity, from: $from, to: $to, page: $page, limit: $limit) {\n      items {\n        id\n        at\n        actor {\n          kind\n          id\n          name\n          staffRole\n        }\n        ip\n        entity\n        entityId\n        entityLabel\n        action\n        summary\n        changes {\n          field\n          from\n          to\n        }\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n      actors {\n        kind\n        id\n        name\n        staffRole\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($actorId: String, $entity: String, $from: String, $to: String, $page: Int, $limit: Int) {\n    auditLog(actorId: $actorId, entity: $entity, from: $from, to: $to, page: $page, limit: $limit) {\n      items {\n        id\n        at\n        actor {\n          kind\n          id\n          name\n          staffRole\n        }\n        ip\n        entity\n        entityId\n        entityLabel\n        action\n        summary\n        changes {\n          field\n          from\n          to\n        }\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n      actors {\n        kind\n        id\n        name\n        staffRole\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    name\n    position\n    hidden\n    picture\n    cardPicture\n    formerNames\n    productCount\n  }\n"): (typeof documents)["\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    name\n    position\n    hidden\n    picture\n    cardPicture\n    formerNames\n    productCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories {\n    adminCategories {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories {\n    adminCategories {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCategory($name: String!) {\n    addCategory(name: $name) {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddCategory($name: String!) {\n    addCategory(name: $name) {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameCategory($id: ID!, $name: String!) {\n    renameCategory(id: $id, name: $name) {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenameCategory($id: ID!, $name: String!) {\n    renameCategory(id: $id, name: $name) {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCategoryHidden($id: ID!, $hidden: Boolean!) {\n    setCategoryHidden(id: $id, hidden: $hidden) {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCategoryHidden($id: ID!, $hidden: Boolean!) {\n    setCategoryHidden(id: $id, hidden: $hidden) {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveCategory($id: ID!, $direction: CategoryMove!) {\n    moveCategory(id: $id, direction: $direction) {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveCategory($id: ID!, $direction: CategoryMove!) {\n    moveCategory(id: $id, direction: $direction) {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCategoryPicture($id: ID!) {\n    removeCategoryPicture(id: $id) {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCategoryPicture($id: ID!) {\n    removeCategoryPicture(id: $id) {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategoryNames {\n    adminCategories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminCategoryNames {\n    adminCategories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShippedOrder on Order {\n    id\n    status\n    allowedNextStatuses\n    statusHistory {\n      status\n      changedAt\n      changedByName\n      changedByRole\n    }\n    shipment {\n      ...ShipmentFields\n      paymentId\n      paidAt\n    }\n  }\n"): (typeof documents)["\n  fragment ShippedOrder on Order {\n    id\n    status\n    allowedNextStatuses\n    statusHistory {\n      status\n      changedAt\n      changedByName\n      changedByRole\n    }\n    shipment {\n      ...ShipmentFields\n      paymentId\n      paidAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Couriers {\n    couriers {\n      code\n      name\n      canBook\n    }\n  }\n"): (typeof documents)["\n  query Couriers {\n    couriers {\n      code\n      name\n      canBook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShipOrder($id: ID!, $input: ShipOrderInput!) {\n    shipOrder(id: $id, input: $input) {\n      ...ShippedOrder\n    }\n  }\n"): (typeof documents)["\n  mutation ShipOrder($id: ID!, $input: ShipOrderInput!) {\n    shipOrder(id: $id, input: $input) {\n      ...ShippedOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordOrderCourier($id: ID!, $input: ShipOrderInput!) {\n    recordOrderCourier(id: $id, input: $input) {\n      ...ShippedOrder\n    }\n  }\n"): (typeof documents)["\n  mutation RecordOrderCourier($id: ID!, $input: ShipOrderInput!) {\n    recordOrderCourier(id: $id, input: $input) {\n      ...ShippedOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookShipment($id: ID!, $courier: String) {\n    bookShipment(id: $id, courier: $courier) {\n      ...ShippedOrder\n    }\n  }\n"): (typeof documents)["\n  mutation BookShipment($id: ID!, $courier: String) {\n    bookShipment(id: $id, courier: $courier) {\n      ...ShippedOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshTracking($id: ID!) {\n    refreshTracking(id: $id) {\n      ...ShippedOrder\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshTracking($id: ID!) {\n    refreshTracking(id: $id) {\n      ...ShippedOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkReportFields on BulkReport {\n    ok\n    unchanged\n    failed\n    outcomes {\n      row\n      orderId\n      orderNumber\n      result\n      message\n      order {\n        ...ShippedOrder\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BulkReportFields on BulkReport {\n    ok\n    unchanged\n    failed\n    outcomes {\n      row\n      orderId\n      orderNumber\n      result\n      message\n      order {\n        ...ShippedOrder\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkSetOrderStatus($input: BulkStatusInput!) {\n    bulkSetOrderStatus(input: $input) {\n      ...BulkReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation BulkSetOrderStatus($input: BulkStatusInput!) {\n    bulkSetOrderStatus(input: $input) {\n      ...BulkReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookShipments($input: BookOrdersInput!) {\n    bookShipments(input: $input) {\n      ...BulkReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation BookShipments($input: BookOrdersInput!) {\n    bookShipments(input: $input) {\n      ...BulkReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportCourierStatuses($input: CsvImportInput!) {\n    importCourierStatuses(input: $input) {\n      ...BulkReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation ImportCourierStatuses($input: CsvImportInput!) {\n    importCourierStatuses(input: $input) {\n      ...BulkReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CashOutstandingTotal {\n    cashOutstanding {\n      total\n      orders\n    }\n  }\n"): (typeof documents)["\n  query CashOutstandingTotal {\n    cashOutstanding {\n      total\n      orders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CashOutstanding {\n    cashOutstanding {\n      total\n      orders\n      byCourier {\n        courier\n        courierName\n        orders\n        amount\n        days0to7\n        days8to14\n        days15to30\n        over30\n      }\n      items {\n        id\n        orderNumber\n        courier\n        trackingNumber\n        codAmount\n        deliveredAt\n        ageDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query CashOutstanding {\n    cashOutstanding {\n      total\n      orders\n      byCourier {\n        courier\n        courierName\n        orders\n        amount\n        days0to7\n        days8to14\n        days15to30\n        over30\n      }\n      items {\n        id\n        orderNumber\n        courier\n        trackingNumber\n        codAmount\n        deliveredAt\n        ageDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourierPaymentFields on CourierPayment {\n    id\n    courier\n    courierName\n    date\n    reference\n    amount\n    charges\n    codTotal\n    difference\n    flagged\n    orderNumbers\n    note\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CourierPaymentFields on CourierPayment {\n    id\n    courier\n    courierName\n    date\n    reference\n    amount\n    charges\n    codTotal\n    difference\n    flagged\n    orderNumbers\n    note\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourierPayments {\n    courierPayments {\n      ...CourierPaymentFields\n    }\n  }\n"): (typeof documents)["\n  query CourierPayments {\n    courierPayments {\n      ...CourierPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordCourierPayment($input: CourierPaymentInput!) {\n    recordCourierPayment(input: $input) {\n      ...CourierPaymentFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordCourierPayment($input: CourierPaymentInput!) {\n    recordCourierPayment(input: $input) {\n      ...CourierPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportCourierPayments($input: PaymentCsvInput!) {\n    importCourierPayments(input: $input) {\n      payments {\n        ...CourierPaymentFields\n      }\n      rows {\n        row\n        reference\n        trackingNumber\n        result\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportCourierPayments($input: PaymentCsvInput!) {\n    importCourierPayments(input: $input) {\n      payments {\n        ...CourierPaymentFields\n      }\n      rows {\n        row\n        reference\n        trackingNumber\n        result\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FetchCourierPayments($courier: String) {\n    fetchCourierPayments(courier: $courier) {\n      courier\n      courierName\n      checked\n      paid\n      notPaid\n      failed\n      payments {\n        ...CourierPaymentFields\n      }\n      rows {\n        orderId\n        orderNumber\n        trackingNumber\n        reference\n        result\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FetchCourierPayments($courier: String) {\n    fetchCourierPayments(courier: $courier) {\n      courier\n      courierName\n      checked\n      paid\n      notPaid\n      failed\n      payments {\n        ...CourierPaymentFields\n      }\n      rows {\n        orderId\n        orderNumber\n        trackingNumber\n        reference\n        result\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderMessages($orderId: ID!) {\n    orderMessages(orderId: $orderId) {\n      id\n      kind\n      channel\n      to\n      language\n      subject\n      body\n      state\n      reason\n      nextAttemptAt\n      sentAt\n      deliveredAt\n      createdAt\n      attempts {\n        number\n        at\n        status\n        answer\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderMessages($orderId: ID!) {\n    orderMessages(orderId: $orderId) {\n      id\n      kind\n      channel\n      to\n      language\n      subject\n      body\n      state\n      reason\n      nextAttemptAt\n      sentAt\n      deliveredAt\n      createdAt\n      attempts {\n        number\n        at\n        status\n        answer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TakeOrderProducts($search: String) {\n    products(search: $search, limit: 8, inStock: true) {\n      items {\n        id\n        name\n        brand\n        finalPrice\n        stockQuantity\n        options {\n          name\n        }\n        variants {\n          id\n          values\n          sku\n          finalPrice\n          stockQuantity\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TakeOrderProducts($search: String) {\n    products(search: $search, limit: 8, inStock: true) {\n      items {\n        id\n        name\n        brand\n        finalPrice\n        stockQuantity\n        options {\n          name\n        }\n        variants {\n          id\n          values\n          sku\n          finalPrice\n          stockQuantity\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeOrder($input: TakeOrderInput!) {\n    takeOrder(input: $input) {\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TakeOrder($input: TakeOrderInput!) {\n    takeOrder(input: $input) {\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffInviteRow on StaffInvite {\n    id\n    name\n    email\n    staffRole\n    invitedByName\n    createdAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment StaffInviteRow on StaffInvite {\n    id\n    name\n    email\n    staffRole\n    invitedByName\n    createdAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffOverview {\n    staffOverview {\n      members {\n        id\n        name\n        email\n        staffRole\n        isBlocked\n        createdAt\n      }\n      invites {\n        ...StaffInviteRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffOverview {\n    staffOverview {\n      members {\n        id\n        name\n        email\n        staffRole\n        isBlocked\n        createdAt\n      }\n      invites {\n        ...StaffInviteRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      link\n      invite {\n        ...StaffInviteRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      link\n      invite {\n        ...StaffInviteRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeStaffInvite($id: ID!) {\n    revokeStaffInvite(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeStaffInvite($id: ID!) {\n    revokeStaffInvite(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffRole($id: ID!, $staffRole: StaffRole!) {\n    setStaffRole(id: $id, staffRole: $staffRole) {\n      id\n      staffRole\n      permissions\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffRole($id: ID!, $staffRole: StaffRole!) {\n    setStaffRole(id: $id, staffRole: $staffRole) {\n      id\n      staffRole\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStaffMember($id: ID!) {\n    removeStaffMember(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveStaffMember($id: ID!) {\n    removeStaffMember(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhookSubscriptions {\n      id\n      url\n      events\n      description\n      active\n      pausedAt\n      pausedReason\n      failingSince\n      createdByName\n      createdAt\n    }\n    webhookEvents {\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query Webhooks {\n    webhookSubscriptions {\n      id\n      url\n      events\n      description\n      active\n      pausedAt\n      pausedReason\n      failingSince\n      createdByName\n      createdAt\n    }\n    webhookEvents {\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($subscriptionId: ID, $limit: Int) {\n    webhookDeliveries(subscriptionId: $subscriptionId, limit: $limit) {\n      total\n      items {\n        id\n        subscriptionId\n        event\n        status\n        createdAt\n        nextAttemptAt\n        attempts {\n          number\n          at\n          statusCode\n          error\n          durationMs\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($subscriptionId: ID, $limit: Int) {\n    webhookDeliveries(subscriptionId: $subscriptionId, limit: $limit) {\n      total\n      items {\n        id\n        subscriptionId\n        event\n        status\n        createdAt\n        nextAttemptAt\n        attempts {\n          number\n          at\n          statusCode\n          error\n          durationMs\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) {\n    createWebhookSubscription(input: $input) {\n      secret\n      subscription {\n        id\n        url\n        events\n        description\n        active\n        pausedAt\n        pausedReason\n        failingSince\n        createdByName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) {\n    createWebhookSubscription(input: $input) {\n      secret\n      subscription {\n        id\n        url\n        events\n        description\n        active\n        pausedAt\n        pausedReason\n        failingSince\n        createdByName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhook($id: ID!, $input: UpdateWebhookSubscriptionInput!) {\n    updateWebhookSubscription(id: $id, input: $input) {\n      id\n      url\n      events\n      description\n      active\n      pausedAt\n      pausedReason\n      failingSince\n      createdByName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhook($id: ID!, $input: UpdateWebhookSubscriptionInput!) {\n    updateWebhookSubscription(id: $id, input: $input) {\n      id\n      url\n      events\n      description\n      active\n      pausedAt\n      pausedReason\n      failingSince\n      createdByName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhookSubscription(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhookSubscription(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollWebhookSecret($id: ID!) {\n    rollWebhookSecret(id: $id) {\n      secret\n      subscription {\n        id\n        url\n        events\n        description\n        active\n        pausedAt\n        pausedReason\n        failingSince\n        createdByName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RollWebhookSecret($id: ID!) {\n    rollWebhookSecret(id: $id) {\n      secret\n      subscription {\n        id\n        url\n        events\n        description\n        active\n        pausedAt\n        pausedReason\n        failingSince\n        createdByName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook($subscriptionId: ID!) {\n    sendTestWebhook(subscriptionId: $subscriptionId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhook($subscriptionId: ID!) {\n    sendTestWebhook(subscriptionId: $subscriptionId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n    staffRole\n    permissions\n    isBlocked\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n    staffRole\n    permissions\n    isBlocked\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      channel\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      channel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffInvite($token: String!) {\n    staffInvite(token: $token) {\n      name\n      email\n      staffRole\n      shopName\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query StaffInvite($token: String!) {\n    staffInvite(token: $token) {\n      name\n      email\n      staffRole\n      shopName\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptStaffInvite($token: String!, $input: AcceptStaffInviteInput!) {\n    acceptStaffInvite(token: $token, input: $input) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptStaffInvite($token: String!, $input: AcceptStaffInviteInput!) {\n    acceptStaffInvite(token: $token, input: $input) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartProductFields on Product {\n    id\n    slug\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n  }\n"): (typeof documents)["\n  fragment CartProductFields on Product {\n    id\n    slug\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartVariantFields on ProductVariant {\n    id\n    values\n    price\n    finalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n  }\n"): (typeof documents)["\n  fragment CartVariantFields on ProductVariant {\n    id\n    values\n    price\n    finalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    id\n    subtotal\n    deliveryCharge\n    totalAmount\n    totalQuantity\n    items {\n      quantity\n      lineTotal\n      product {\n        ...CartProductFields\n      }\n      variant {\n        ...CartVariantFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    id\n    subtotal\n    deliveryCharge\n    totalAmount\n    totalQuantity\n    items {\n      quantity\n      lineTotal\n      product {\n        ...CartProductFields\n      }\n      variant {\n        ...CartVariantFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServerCart {\n    cart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query ServerCart {\n    cart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItem($input: UpdateCartInput!) {\n    updateCartItem(input: $input) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItem($input: UpdateCartInput!) {\n    updateCartItem(input: $input) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($productId: ID!, $variantId: ID) {\n    removeFromCart(productId: $productId, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($productId: ID!, $variantId: ID) {\n    removeFromCart(productId: $productId, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCart {\n    clearCart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClearCart {\n    clearCart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeCart($input: MergeCartInput!) {\n    mergeCart(input: $input) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation MergeCart($input: MergeCartInput!) {\n    mergeCart(input: $input) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      ...CartProductFields\n      variants {\n        ...CartVariantFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      ...CartProductFields\n      variants {\n        ...CartVariantFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeroSlideFields on Product {\n    id\n    slug\n    name\n    images\n    cardImages\n  }\n"): (typeof documents)["\n  fragment HeroSlideFields on Product {\n    id\n    slug\n    name\n    images\n    cardImages\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchasePanelFields on Product {\n    id\n    slug\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n    options {\n      name\n      values\n    }\n    variants {\n      id\n      sku\n      values\n      price\n      finalPrice\n      discountPrice\n      images\n      cardImages\n      stockQuantity\n      inStock\n    }\n  }\n"): (typeof documents)["\n  fragment PurchasePanelFields on Product {\n    id\n    slug\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n    options {\n      name\n      values\n    }\n    variants {\n      id\n      sku\n      values\n      price\n      finalPrice\n      discountPrice\n      images\n      cardImages\n      stockQuantity\n      inStock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllProducts($limit: Int!, $page: Int!) {\n    products(limit: $limit, page: $page, sortBy: LATEST) @connection(key: \"loadMore\") {\n      items {\n        id\n        ...ProductCardFields\n        ...HeroSlideFields\n      }\n      pagination {\n        page\n        hasNext\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllProducts($limit: Int!, $page: Int!) {\n    products(limit: $limit, page: $page, sortBy: LATEST) @connection(key: \"loadMore\") {\n      items {\n        id\n        ...ProductCardFields\n        ...HeroSlideFields\n      }\n      pagination {\n        page\n        hasNext\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendyProducts($limit: Int!) {\n    products(trendy: true, limit: $limit, sortBy: LATEST) {\n      items {\n        id\n        ...ProductCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrendyProducts($limit: Int!) {\n    products(trendy: true, limit: $limit, sortBy: LATEST) {\n      items {\n        id\n        ...ProductCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedProducts($limit: Int!) {\n    featuredProducts(limit: $limit) {\n      id\n      ...ProductCardFields\n      ...HeroSlideFields\n    }\n  }\n"): (typeof documents)["\n  query FeaturedProducts($limit: Int!) {\n    featuredProducts(limit: $limit) {\n      id\n      ...ProductCardFields\n      ...HeroSlideFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCategories {\n    categoryCards {\n      name\n      image\n      cardImage\n    }\n  }\n"): (typeof documents)["\n  query HomeCategories {\n    categoryCards {\n      name\n      image\n      cardImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList(\n    $category: String\n    $brand: String\n    $minPrice: Float\n    $maxPrice: Float\n    $inStock: Boolean\n    $search: String\n    $option: [String!]\n    $sortBy: ProductSort\n    $page: Int\n    $limit: Int\n  ) {\n    products(\n      category: $category\n      brand: $brand\n      minPrice: $minPrice\n      maxPrice: $maxPrice\n      inStock: $inStock\n      search: $search\n      option: $option\n      sortBy: $sortBy\n      page: $page\n      limit: $limit\n    ) {\n      items {\n        id\n        ...ProductCardFields\n      }\n      pagination {\n        total\n        pages\n        page\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductList(\n    $category: String\n    $brand: String\n    $minPrice: Float\n    $maxPrice: Float\n    $inStock: Boolean\n    $search: String\n    $option: [String!]\n    $sortBy: ProductSort\n    $page: Int\n    $limit: Int\n  ) {\n    products(\n      category: $category\n      brand: $brand\n      minPrice: $minPrice\n      maxPrice: $maxPrice\n      inStock: $inStock\n      search: $search\n      option: $option\n      sortBy: $sortBy\n      page: $page\n      limit: $limit\n    ) {\n      items {\n        id\n        ...ProductCardFields\n      }\n      pagination {\n        total\n        pages\n        page\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListOptionValues(\n    $category: String\n    $brand: String\n    $minPrice: Float\n    $maxPrice: Float\n    $inStock: Boolean\n    $search: String\n    $option: [String!]\n  ) {\n    productOptionValues(\n      category: $category\n      brand: $brand\n      minPrice: $minPrice\n      maxPrice: $maxPrice\n      inStock: $inStock\n      search: $search\n      option: $option\n    ) {\n      name\n      values {\n        value\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListOptionValues(\n    $category: String\n    $brand: String\n    $minPrice: Float\n    $maxPrice: Float\n    $inStock: Boolean\n    $search: String\n    $option: [String!]\n  ) {\n    productOptionValues(\n      category: $category\n      brand: $brand\n      minPrice: $minPrice\n      maxPrice: $maxPrice\n      inStock: $inStock\n      search: $search\n      option: $option\n    ) {\n      name\n      values {\n        value\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilterCategories {\n    productCategories\n  }\n"): (typeof documents)["\n  query FilterCategories {\n    productCategories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryNames {\n    categories {\n      id\n      name\n      formerNames\n    }\n  }\n"): (typeof documents)["\n  query CategoryNames {\n    categories {\n      id\n      name\n      formerNames\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      slug\n      name\n      brand\n      category\n      finalPrice\n      originalPrice\n      images\n      cardImages\n      description\n      specifications {\n        key\n        value\n      }\n      pricesVary\n      options {\n        name\n        values\n      }\n      variants {\n        id\n        price\n        finalPrice\n        images\n        cardImages\n      }\n      ...PurchasePanelFields\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      slug\n      name\n      brand\n      category\n      finalPrice\n      originalPrice\n      images\n      cardImages\n      description\n      specifications {\n        key\n        value\n      }\n      pricesVary\n      options {\n        name\n        values\n      }\n      variants {\n        id\n        price\n        finalPrice\n        images\n        cardImages\n      }\n      ...PurchasePanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedProducts($id: ID!, $limit: Int!) {\n    relatedProducts(productId: $id, limit: $limit) {\n      id\n      ...ProductCardFields\n    }\n  }\n"): (typeof documents)["\n  query RelatedProducts($id: ID!, $limit: Int!) {\n    relatedProducts(productId: $id, limit: $limit) {\n      id\n      ...ProductCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      accessKey\n      order {\n        id\n        orderNumber\n        ...OrderDetailFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      accessKey\n      order {\n        id\n        orderNumber\n        ...OrderDetailFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderByIdempotencyKey($key: String!) {\n    orderByIdempotencyKey(key: $key) {\n      accessKey\n      order {\n        id\n        orderNumber\n        ...OrderDetailFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderByIdempotencyKey($key: String!) {\n    orderByIdempotencyKey(key: $key) {\n      accessKey\n      order {\n        id\n        orderNumber\n        ...OrderDetailFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminConfirmationFields on OrderConfirmation {\n    status\n    channel\n    at\n    expiresAt\n    link\n    whatsappUrl(language: EN)\n    whatsappUrlUrdu: whatsappUrl(language: UR)\n    attempts {\n      at\n      outcome\n      note\n      byName\n    }\n    messages {\n      at\n      channel\n      language\n      status\n      attempt\n      error\n      byName\n    }\n    phoneReveals {\n      at\n      byName\n    }\n  }\n"): (typeof documents)["\n  fragment AdminConfirmationFields on OrderConfirmation {\n    status\n    channel\n    at\n    expiresAt\n    link\n    whatsappUrl(language: EN)\n    whatsappUrlUrdu: whatsappUrl(language: UR)\n    attempts {\n      at\n      outcome\n      note\n      byName\n    }\n    messages {\n      at\n      channel\n      language\n      status\n      attempt\n      error\n      byName\n    }\n    phoneReveals {\n      at\n      byName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogConfirmationAttempt($orderId: ID!, $input: ConfirmationAttemptInput!) {\n    logConfirmationAttempt(orderId: $orderId, input: $input) {\n      id\n      status\n      allowedNextStatuses\n      canCancel\n      updatedAt\n      confirmation {\n        ...AdminConfirmationFields\n      }\n      statusHistory {\n        status\n        changedAt\n        changedByName\n        changedByRole\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogConfirmationAttempt($orderId: ID!, $input: ConfirmationAttemptInput!) {\n    logConfirmationAttempt(orderId: $orderId, input: $input) {\n      id\n      status\n      allowedNextStatuses\n      canCancel\n      updatedAt\n      confirmation {\n        ...AdminConfirmationFields\n      }\n      statusHistory {\n        status\n        changedAt\n        changedByName\n        changedByRole\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QueueOrderFields on Order {\n    id\n    orderNumber\n    createdAt\n    items {\n      productId\n      variantId\n      name\n      quantity\n      options {\n        name\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment QueueOrderFields on Order {\n    id\n    orderNumber\n    createdAt\n    items {\n      productId\n      variantId\n      name\n      quantity\n      options {\n        name\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConfirmationQueue($page: Int!, $risk: String, $expiresWithinHours: Int, $notContacted: Boolean) {\n    # 20 cards a page, always: each card carries its calls, messages and duplicates, so a page of 100 would cost\n    # more than the API's limit (server/src/graphql/query-limits.ts).\n    confirmationQueue(\n      page: $page\n      limit: 20\n      risk: $risk\n      expiresWithinHours: $expiresWithinHours\n      notContacted: $notContacted\n    ) {\n      items {\n        id\n        orderNumber\n        createdAt\n        ...QueueOrderFields\n        status\n        totalAmount\n        notes\n        risk {\n          level\n          reasons\n        }\n        itemCount\n        isGuestOrder\n        shippingAddress {\n          name\n          phone\n          address\n          city\n        }\n        confirmation {\n          ...AdminConfirmationFields\n        }\n        possibleDuplicates {\n          ...QueueOrderFields\n        }\n      }\n      pagination {\n        page\n        pages\n        total\n        hasNext\n        hasPrev\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConfirmationQueue($page: Int!, $risk: String, $expiresWithinHours: Int, $notContacted: Boolean) {\n    # 20 cards a page, always: each card carries its calls, messages and duplicates, so a page of 100 would cost\n    # more than the API's limit (server/src/graphql/query-limits.ts).\n    confirmationQueue(\n      page: $page\n      limit: 20\n      risk: $risk\n      expiresWithinHours: $expiresWithinHours\n      notContacted: $notContacted\n    ) {\n      items {\n        id\n        orderNumber\n        createdAt\n        ...QueueOrderFields\n        status\n        totalAmount\n        notes\n        risk {\n          level\n          reasons\n        }\n        itemCount\n        isGuestOrder\n        shippingAddress {\n          name\n          phone\n          address\n          city\n        }\n        confirmation {\n          ...AdminConfirmationFields\n        }\n        possibleDuplicates {\n          ...QueueOrderFields\n        }\n      }\n      pagination {\n        page\n        pages\n        total\n        hasNext\n        hasPrev\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitingConfirmations {\n    confirmationQueue(page: 1, limit: 1) {\n      pagination {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query WaitingConfirmations {\n    confirmationQueue(page: 1, limit: 1) {\n      pagination {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicOrderFields on PublicOrder {\n    orderNumber\n    status\n    placedAt\n    subtotal\n    deliveryCharge\n    totalAmount\n    confirmationStatus\n    confirmedAt\n    confirmationExpiresAt\n    statusHistory {\n      status\n      changedAt\n    }\n    items {\n      name\n      image\n      price\n      quantity\n      lineTotal\n    }\n    shipTo {\n      name\n      address\n      city\n      phone\n    }\n  }\n"): (typeof documents)["\n  fragment PublicOrderFields on PublicOrder {\n    orderNumber\n    status\n    placedAt\n    subtotal\n    deliveryCharge\n    totalAmount\n    confirmationStatus\n    confirmedAt\n    confirmationExpiresAt\n    statusHistory {\n      status\n      changedAt\n    }\n    items {\n      name\n      image\n      price\n      quantity\n      lineTotal\n    }\n    shipTo {\n      name\n      address\n      city\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConfirmationPage($token: String!) {\n    confirmation(token: $token) {\n      canDecide\n      message\n      deliverTo {\n        name\n        address\n        city\n        phone\n      }\n      order {\n        orderNumber\n        confirmationExpiresAt\n        totalAmount\n        ...PublicOrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConfirmationPage($token: String!) {\n    confirmation(token: $token) {\n      canDecide\n      message\n      deliverTo {\n        name\n        address\n        city\n        phone\n      }\n      order {\n        orderNumber\n        confirmationExpiresAt\n        totalAmount\n        ...PublicOrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideConfirmation($token: String!, $decision: ConfirmationDecision!) {\n    decideConfirmation(token: $token, decision: $decision) {\n      canDecide\n      message\n      deliverTo {\n        name\n        address\n        city\n        phone\n      }\n      order {\n        orderNumber\n        confirmationExpiresAt\n        totalAmount\n        ...PublicOrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DecideConfirmation($token: String!, $decision: ConfirmationDecision!) {\n    decideConfirmation(token: $token, decision: $decision) {\n      canDecide\n      message\n      deliverTo {\n        name\n        address\n        city\n        phone\n      }\n      order {\n        orderNumber\n        confirmationExpiresAt\n        totalAmount\n        ...PublicOrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackOrder($orderNumber: String!, $phone: String!) {\n    trackOrder(orderNumber: $orderNumber, phone: $phone) {\n      orderNumber\n      ...PublicOrderFields\n      shipment {\n        ...ShipmentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrackOrder($orderNumber: String!, $phone: String!) {\n    trackOrder(orderNumber: $orderNumber, phone: $phone) {\n      orderNumber\n      ...PublicOrderFields\n      shipment {\n        ...ShipmentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevealCustomerPhone($orderId: ID!) {\n    revealCustomerPhone(orderId: $orderId, language: EN) {\n      phone\n      whatsappUrl\n      whatsappUrlUrdu\n    }\n  }\n"): (typeof documents)["\n  mutation RevealCustomerPhone($orderId: ID!) {\n    revealCustomerPhone(orderId: $orderId, language: EN) {\n      phone\n      whatsappUrl\n      whatsappUrlUrdu\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordWhatsAppOpened($orderId: ID!, $language: MessageLanguage!) {\n    recordWhatsAppOpened(orderId: $orderId, language: $language) {\n      id\n      confirmation {\n        ...AdminConfirmationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecordWhatsAppOpened($orderId: ID!, $language: MessageLanguage!) {\n    recordWhatsAppOpened(orderId: $orderId, language: $language) {\n      id\n      confirmation {\n        ...AdminConfirmationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuCategories {\n    productCategories\n  }\n"): (typeof documents)["\n  query MenuCategories {\n    productCategories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($search: String!, $limit: Int!) {\n    products(search: $search, limit: $limit) {\n      items {\n        id\n        slug\n        name\n        brand\n        finalPrice\n        images\n        cardImages\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($search: String!, $limit: Int!) {\n    products(search: $search, limit: $limit) {\n      items {\n        id\n        slug\n        name\n        brand\n        finalPrice\n        images\n        cardImages\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShipmentFields on Shipment {\n    courier\n    courierName\n    trackingNumber\n    trackingUrl\n    riderName\n    booked\n    bookedAt\n    deliveredAt\n    returnedAt\n    events {\n      at\n      code\n      description\n      location\n    }\n  }\n"): (typeof documents)["\n  fragment ShipmentFields on Shipment {\n    courier\n    courierName\n    trackingNumber\n    trackingUrl\n    riderName\n    booked\n    bookedAt\n    deliveredAt\n    returnedAt\n    events {\n      at\n      code\n      description\n      location\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailFields on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    canCancel\n    paymentMethod\n    subtotal\n    shippingFee\n    totalAmount\n    notes\n    isGuestOrder\n    itemCount\n    confirmation {\n      status\n    }\n    shippingAddress {\n      name\n      email\n      phone\n      address\n      city\n    }\n    guestInfo {\n      name\n      email\n      phone\n      address\n      city\n    }\n    customer {\n      id\n      name\n      email\n      phone\n    }\n    items {\n      productId\n      variantId\n      sku\n      options {\n        name\n        value\n      }\n      name\n      brand\n      category\n      image\n      quantity\n      price\n      lineTotal\n    }\n    shipment {\n      ...ShipmentFields\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetailFields on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    canCancel\n    paymentMethod\n    subtotal\n    shippingFee\n    totalAmount\n    notes\n    isGuestOrder\n    itemCount\n    confirmation {\n      status\n    }\n    shippingAddress {\n      name\n      email\n      phone\n      address\n      city\n    }\n    guestInfo {\n      name\n      email\n      phone\n      address\n      city\n    }\n    customer {\n      id\n      name\n      email\n      phone\n    }\n    items {\n      productId\n      variantId\n      sku\n      options {\n        name\n        value\n      }\n      name\n      brand\n      category\n      image\n      quantity\n      price\n      lineTotal\n    }\n    shipment {\n      ...ShipmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetail($id: ID!, $accessKey: String) {\n    order(id: $id, accessKey: $accessKey) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  query OrderDetail($id: ID!, $accessKey: String) {\n    order(id: $id, accessKey: $accessKey) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderHistoryFields on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    canCancel\n    totalAmount\n    itemCount\n  }\n"): (typeof documents)["\n  fragment OrderHistoryFields on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    canCancel\n    totalAmount\n    itemCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($page: Int!, $limit: Int!) {\n    myOrders(page: $page, limit: $limit) {\n      items {\n        ...OrderHistoryFields\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($page: Int!, $limit: Int!) {\n    myOrders(page: $page, limit: $limit) {\n      items {\n        ...OrderHistoryFields\n      }\n      pagination {\n        page\n        pages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyOrder($id: ID!) {\n    cancelMyOrder(id: $id) {\n      ...OrderHistoryFields\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMyOrder($id: ID!) {\n    cancelMyOrder(id: $id) {\n      ...OrderHistoryFields\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shop {\n    shop {\n      name\n      whatsapp\n      phone\n      email\n      instagram\n      currency\n      paymentMethod\n      delivery {\n        defaultFee\n        freeAbove\n        cities {\n          city\n          fee\n          freeAbove\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Shop {\n    shop {\n      name\n      whatsapp\n      phone\n      email\n      instagram\n      currency\n      paymentMethod\n      delivery {\n        defaultFee\n        freeAbove\n        cities {\n          city\n          fee\n          freeAbove\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    id\n    slug\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n    featured\n    trendy\n    createdAt\n    pricesVary\n    options {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCardFields on Product {\n    id\n    slug\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n    featured\n    trendy\n    createdAt\n    pricesVary\n    options {\n      name\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;