# Byte swaps. be16/be32/be64 = class ALU (0xdc, BPF_TO_BE), le16/le32/le64 = 0xd4 (BPF_TO_LE),
# bswap16/32/64 = class ALU64 0xd7. The width goes in imm (16/32/64). Only rN operands, dst == src.
r0 = be16 r0
r1 = be32 r1
r2 = be64 r2
r10 = be16 r10
r5 = be32 r5
r9 = be64 r9
r0 = le16 r0
r1 = le32 r1
r2 = le64 r2
r7 = le16 r7
r8 = le32 r8
r10 = le64 r10
r0 = bswap16 r0
r1 = bswap32 r1
r2 = bswap64 r2
r3 = bswap16 r3
r6 = bswap32 r6
r10 = bswap64 r10
