import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { UserEntity } from './user.entity';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface UserPage {
  users: UserEntity[];
  total: number;
}

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly repo: Repository<UserEntity>) {}

  private users(em?: EntityManager) {
    return em ? em.getRepository(UserEntity) : this.repo;
  }

  findById(id: string, em?: EntityManager): Promise<UserEntity | null> {
    return this.users(em).findOneBy({ id });
  }

  /** The row, locked until the transaction ends: changes to an account's sign-up state queue here. */
  lockById(id: string, tx: EntityManager): Promise<UserEntity | null> {
    return tx.getRepository(UserEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  findByEmail(email: string, em?: EntityManager): Promise<UserEntity | null> {
    return this.users(em)
      .createQueryBuilder('u')
      .where('lower(u.email) = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  findByIds(ids: string[]): Promise<UserEntity[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.repo.createQueryBuilder('u').where('u.id IN (:...ids)', { ids }).getMany();
  }

  async activeIdsAfter(after: string | undefined, limit: number): Promise<string[]> {
    const query = this.repo
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .where('u.is_active')
      .orderBy('u.id', 'ASC')
      .limit(limit);
    if (after) query.andWhere('u.id > :after', { after });
    return (await query.getRawMany<{ id: string }>()).map((r) => r.id);
  }

  async list(page: number, perPage: number, search?: string): Promise<UserPage> {
    const query = this.repo.createQueryBuilder('u').orderBy('u.created_at', 'DESC').addOrderBy('u.id', 'ASC');
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where(
        '(u.email ILIKE :like OR u.first_name ILIKE :like OR u.last_name ILIKE :like OR u.id::text = :exact)',
        {
          like,
          exact: search.toLowerCase(),
        },
      );
    }
    const [users, total] = await query
      .skip((page - 1) * perPage)
      .take(perPage)
      .getManyAndCount();
    return { users, total };
  }

  create(fields: Partial<UserEntity>, em?: EntityManager): Promise<UserEntity> {
    const users = this.users(em);
    return users.save(users.create(fields));
  }

  async update(id: string, fields: Partial<UserEntity>, em?: EntityManager): Promise<void> {
    await this.users(em).update({ id }, { ...fields, updatedAt: new Date() });
  }

  async delete(id: string, em?: EntityManager): Promise<boolean> {
    const result = await this.users(em).delete({ id });
    return !!result.affected;
  }

  countActiveAdmins(em?: EntityManager): Promise<number> {
    return this.users(em).countBy({ isAdmin: true, isActive: true });
  }

  countActiveOwners(em?: EntityManager): Promise<number> {
    return this.users(em).countBy({ adminRole: 'owner', isActive: true });
  }
}
