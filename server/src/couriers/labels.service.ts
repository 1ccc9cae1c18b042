import { Injectable } from '@nestjs/common';
import { displayPhone } from '../common/phone/pakistani-phone';
import type { StoredOrder } from '../orders/order-view';
import { SettingsService } from '../settings/settings.service';
import { courierName } from '../orders/courier-directory';
import { useUrduFonts, writeText } from './mixed-script';
import { loadBwipJs, loadPdfKit } from './pdf-libraries';
import { orderLineName } from '../orders/order-line-name';
import { trackingBarcodeOf } from './courier-barcodes';

/** 1 inch in PDF points. */
const INCH = 72;
const LABEL_SIZE: [number, number] = [4 * INCH, 6 * INCH];

export const formatRupees = (amount: number) => `Rs. ${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** A barcode of `text` as PNG (bwip-js, Code 128 unless another symbology is named), with the text under it. */
function barcode(text: string, bcid: string = 'code128'): Promise<Buffer> {
  return loadBwipJs().toBuffer({
    bcid,
    text,
    scale: 3,
    height: 10,
    includetext: true,
    textxalign: 'center',
  });
}

function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * Printed documents (pdfkit, barcodes by bwip-js): a 4 x 6 in shipping label per order (shop, consignee,
 * phone, city, the COD amount large, the order number as Code 128 and, once shipped, the tracking number in the
 * courier's barcode (courier-barcodes.ts) or the own rider's name) and an A4 packing slip with
 * the items. A selection prints one page per order, in the order given.
 */
@Injectable()
export class LabelsService {
  constructor(private readonly settings: SettingsService) {}

  async labels(records: StoredOrder[]): Promise<Buffer> {
    const { shop } = await this.settings.current();
    const PDFDocument = loadPdfKit();
    const doc = new PDFDocument({
      size: LABEL_SIZE,
      margin: 14,
      autoFirstPage: false,
      info: { Title: 'Shipping labels' },
    });
    useUrduFonts(doc);
    for (const record of records) await this.label(doc, record, shop.name, shop.phone);
    return finish(doc);
  }

  private async label(doc: PDFKit.PDFDocument, record: StoredOrder, shopName: string, shopPhone: string) {
    doc.addPage();
    const [width] = LABEL_SIZE;
    const inner = width - 28;
    const to = record.shippingAddress;
    const shipment = record.shipment;
    const cod = record.paymentMethod === 'COD' ? record.totalAmount : 0;
    writeText(doc, shopName, { size: 13, bold: true }, { x: 14, y: 14, width: inner });
    writeText(doc, `From: ${shopName}${shopPhone ? `, ${shopPhone}` : ''}`, { size: 8 }, { width: inner });
    doc
      .moveTo(14, doc.y + 4)
      .lineTo(width - 14, doc.y + 4)
      .stroke();
    doc.moveDown(0.6);
    doc.font('Helvetica').fontSize(8).text('DELIVER TO', { width: inner });
    writeText(doc, to.name, { size: 12, bold: true }, { width: inner });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Phone: ${to.phone ? displayPhone(to.phone) : '-'}`, { width: inner });
    // The whole address (up to the order form's 300 characters) in its space: a long one is set smaller, never cut.
    writeText(doc, to.address, { size: 10 }, { width: inner, height: 48, shrinkTo: 6 });
    writeText(doc, `City: ${to.city.toUpperCase()}`, { size: 16, bold: true }, { width: inner });
    doc
      .moveTo(14, doc.y + 3)
      .lineTo(width - 14, doc.y + 3)
      .stroke();
    doc.moveDown(0.4);
    doc.font('Helvetica').fontSize(9).text('CASH ON DELIVERY', { width: inner, align: 'center' });
    doc
      .font('Helvetica-Bold')
      .fontSize(30)
      .text(`COD ${formatRupees(cod)}`, { width: inner, align: 'center' });
    const items = record.items.reduce((sum, line) => sum + line.quantity, 0);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        `${items} item${items === 1 ? '' : 's'}${
          record.discountCode ? `, code ${record.discountCode}: ${formatRupees(record.discount ?? 0)} off` : ''
        }`,
        { width: inner, align: 'center' },
      );
    doc.moveDown(0.4);
    doc.font('Helvetica').fontSize(8).text(`Order ${record.orderNumber}`, { width: inner });
    doc.image(await barcode(record.orderNumber), 14, doc.y + 2, { fit: [inner, 50], align: 'center' });
    doc.y += 56;
    // Once shipped: the courier's tracking number (in its own barcode, for the courier's scanners), or the own rider.
    if (shipment?.trackingNumber) {
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(`${courierName(shipment.courier)} tracking ${shipment.trackingNumber}`, 14, doc.y, { width: inner });
      const code = trackingBarcodeOf(shipment.courier);
      if (code)
        doc.image(await barcode(shipment.trackingNumber, code.bcid), 14, doc.y + 2, {
          fit: [inner, 50],
          align: 'center',
        });
    } else {
      writeText(
        doc,
        shipment?.riderName ? `Own rider: ${shipment.riderName}` : 'Not booked with a courier yet',
        { size: 9, bold: Boolean(shipment?.riderName) },
        { x: 14, width: inner },
      );
    }
  }

  async packingSlips(records: StoredOrder[]): Promise<Buffer> {
    const { shop } = await this.settings.current();
    const PDFDocument = loadPdfKit();
    const doc = new PDFDocument({ size: 'A4', margin: 48, autoFirstPage: false, info: { Title: 'Packing slips' } });
    useUrduFonts(doc);
    for (const record of records) await this.slip(doc, record, shop.name, shop.phone, shop.email);
    return finish(doc);
  }

  private async slip(
    doc: PDFKit.PDFDocument,
    record: StoredOrder,
    shopName: string,
    shopPhone: string,
    shopEmail: string,
  ) {
    doc.addPage();
    const left = 48;
    const width = doc.page.width - 96;
    writeText(doc, shopName, { size: 20, bold: true }, { x: left, y: 48, width: width - 190 });
    doc.font('Helvetica').fontSize(9).text([shopPhone, shopEmail].filter(Boolean).join('  |  '));
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(16).text('Packing Slip');
    doc.image(await barcode(record.orderNumber), left + width - 180, 48, { fit: [180, 50] });
    doc.font('Helvetica').fontSize(10);
    doc.text(`Order: ${record.orderNumber}`);
    doc.text(`Date: ${new Date(record.createdAt).toISOString().slice(0, 10)}`);
    if (record.shipment)
      doc.text(
        `Courier: ${courierName(record.shipment.courier)}${record.shipment.trackingNumber ? `, tracking ${record.shipment.trackingNumber}` : ''}`,
      );
    doc.moveDown();
    const to = record.shippingAddress;
    doc.font('Helvetica-Bold').text('Ship to');
    // One block under its heading: every line starts at its left edge, Urdu ones too (right-aligned in the column,
    // a short Urdu address stood apart in the middle of the page).
    const shipTo = { x: left, width: Math.min(width, 260), align: 'left' as const };
    writeText(doc, to.name, { size: 10 }, shipTo);
    writeText(doc, to.address, { size: 10 }, shipTo);
    writeText(doc, to.city, { size: 10 }, shipTo);
    doc.text(to.phone ? displayPhone(to.phone) : '', left, doc.y);
    doc.moveDown();
    const columns = [left, left + 40, left + width - 170, left + width - 80];
    const header = doc.y;
    doc.font('Helvetica-Bold').text('Qty', columns[0], header);
    doc.text('Item', columns[1], header);
    doc.text('Unit price', columns[2], header, { width: 80, align: 'right' });
    doc.text('Total', columns[3], header, { width: 80, align: 'right' });
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .stroke();
    doc.font('Helvetica');
    let y = doc.y + 6;
    for (const line of record.items) {
      doc.text(String(line.quantity), columns[0], y);
      const item = { x: columns[1], width: columns[2] - columns[1] - 10 };
      writeText(doc, orderLineName(line), { size: 10 }, { ...item, y });
      // A kind's SKU under its name, for whoever picks it from the shelf.
      if (line.sku) writeText(doc, `SKU ${line.sku}`, { size: 8 }, { ...item, y: doc.y });
      doc.font('Helvetica').fontSize(10);
      const next = doc.y;
      doc.text(formatRupees(line.price), columns[2], y, { width: 80, align: 'right' });
      doc.text(formatRupees(line.price * line.quantity), columns[3], y, { width: 80, align: 'right' });
      y = Math.max(next, doc.y) + 4;
    }
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .stroke();
    const subtotal = record.subtotal ?? record.items.reduce((sum, line) => sum + line.price * line.quantity, 0);
    // The charge the order was placed with, under its name or its older one (as the order view reads it).
    const delivery = record.shippingFee ?? record.deliveryCharge ?? 0;
    y += 8;
    for (const [label, value] of [
      ['Subtotal', formatRupees(subtotal)],
      ...(record.discountCode
        ? [[`Discount (${record.discountCode})`, `- ${formatRupees(record.discount ?? 0)}`]]
        : []),
      ['Delivery', delivery > 0 ? formatRupees(delivery) : 'Free'],
      ['Total (cash on delivery)', formatRupees(record.totalAmount)],
    ] as const) {
      doc.font(label.startsWith('Total') ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(label, columns[1], y, { width: columns[3] - columns[1] - 10, align: 'right' });
      doc.text(value, columns[3], y, { width: 80, align: 'right' });
      y = doc.y + 4;
    }
    if (record.notes) {
      doc.moveDown();
      writeText(doc, `Note: ${record.notes}`, { size: 10, italic: true }, { x: left, width });
    }
    doc
      .font('Helvetica')
      .fontSize(9)
      .text('Thank you for shopping with us!', left, doc.page.height - 80, { width, align: 'center' });
  }
}
