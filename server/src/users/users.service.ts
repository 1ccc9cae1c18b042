import { BadRequestException, ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { compare, hash } from 'bcryptjs';
import { isValidObjectId, Model } from 'mongoose';
import type { Role } from '../common/access/access.decorators';
import type { RequestContext } from '../common/access/request-context';
import { ChangePasswordInput } from './dto/change-password.input';
import { UpdateProfileInput } from './dto/update-profile.input';
import { User } from './models/user.model';
import { UserDocument, UserRecord } from './schemas/user.schema';

const BCRYPT_ROUNDS = 10;
const DUPLICATE_KEY = 11000;

export interface NewAccount {
  name: string;
  email: string;
  phone: string;
  password: string;
  role?: Role;
}

type StoredUser = UserRecord & { _id: unknown };

/** Presents a stored account; the one place that decides which fields leave the server. */
export function toUser(record: StoredUser): User {
  return {
    id: String(record._id),
    name: record.name,
    email: record.email,
    phone: record.phone ?? '',
    address: record.address ?? '',
    role: record.role,
    isBlocked: Boolean(record.isBlocked),
    createdAt: record.createdAt,
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

@Injectable()
export class UsersService {
  constructor(@InjectModel(UserRecord.name) private readonly users: Model<UserRecord>) {}

  async create(account: NewAccount): Promise<User> {
    const email = normaliseEmail(account.email);
    if (await this.users.exists({ email })) throw new ConflictException('An account with this email already exists');
    try {
      const created = await this.users.create({
        name: account.name,
        email,
        phone: account.phone,
        passwordHash: await hash(account.password, BCRYPT_ROUNDS),
        role: account.role ?? 'user',
      });
      return toUser(created.toObject());
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) throw new ConflictException('An account with this email already exists');
      throw error;
    }
  }

  /** The account for these credentials, or null when the e-mail is unknown or the password wrong. */
  async findByCredentials(email: string, password: string): Promise<User | null> {
    const record = await this.users.findOne({ email: normaliseEmail(email) }).select('+passwordHash').lean<StoredUser>();
    if (!record || !(await compare(password, record.passwordHash))) return null;
    return toUser(record);
  }

  async findById(id: string): Promise<User | null> {
    if (!isValidObjectId(id)) return null;
    const record = await this.users.findById(id).lean<StoredUser>();
    return record ? toUser(record) : null;
  }

  async getProfile(ctx: RequestContext): Promise<User> {
    const user = ctx.user && (await this.findById(ctx.user.id));
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  async updateProfile(ctx: RequestContext, input: UpdateProfileInput): Promise<User> {
    const changes: Partial<UserRecord> = { name: input.name };
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.address !== undefined) changes.address = input.address;
    const record = await this.users
      .findByIdAndUpdate(this.requireUserId(ctx), { $set: changes }, { returnDocument: 'after', runValidators: true })
      .lean<StoredUser>();
    if (!record) throw new NotFoundException('User not found');
    return toUser(record);
  }

  async changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<void> {
    const id = this.requireUserId(ctx);
    const record = await this.users.findById(id).select('+passwordHash').lean<StoredUser>();
    if (!record) throw new NotFoundException('User not found');
    if (!(await compare(input.currentPassword, record.passwordHash))) throw new BadRequestException('Current password is incorrect');
    if (input.currentPassword === input.newPassword) throw new BadRequestException('New password must be different from the current password');
    await this.users.updateOne({ _id: id }, { $set: { passwordHash: await hash(input.newPassword, BCRYPT_ROUNDS) } });
  }

  /**
   * Makes sure an account with this e-mail exists with the given role and is not blocked.
   * An existing account keeps its password. Answers whether it was created.
   */
  async ensureAccount(account: NewAccount & { role: Role }): Promise<boolean> {
    const email = normaliseEmail(account.email);
    const passwordHash = await hash(account.password, BCRYPT_ROUNDS);
    const result = await this.users.updateOne(
      { email },
      {
        $set: { role: account.role, isBlocked: false },
        $setOnInsert: { name: account.name, email, phone: account.phone, address: '', passwordHash },
      },
      { upsert: true },
    );
    return result.upsertedCount > 0;
  }

  private requireUserId(ctx: RequestContext): string {
    if (!ctx.user) throw new UnauthorizedException('Please log in to continue');
    return ctx.user.id;
  }
}

export type { UserDocument };
