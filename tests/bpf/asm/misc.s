# Control flow and other forms.
# goto = JMP|JA 0x05 (off = displacement), gotol = JMP32|JA 0x06 (displacement in imm, off = 0),
# call = 0x85 (imm = helper id), callx = 0x8d (register in the dst field, byte 1 low nibble),
# exit = 0x95, may_goto = 0xe5 (JCOND, off = displacement).
goto +0
goto +1
goto -1
goto +32767
goto -32768
gotol +0
gotol +1
gotol -1
gotol +32767
gotol -32768
may_goto +0
may_goto +1
may_goto -1
may_goto +32767
may_goto -32768
call 0
call 1
call -1
call 12
call 2147483647
call -2147483648
callx r0
callx r1
callx r5
callx r10
exit
# LD_IMM64 (0x18): 16-byte instruction; low 32 bits in first imm, high 32 bits in second imm.
r0 = 0 ll
r1 = 1 ll
r2 = -1 ll
r3 = 2147483647 ll
r4 = -2147483648 ll
r5 = 4294967295 ll
r6 = 4294967296 ll
r7 = 9223372036854775807 ll
r8 = -9223372036854775808 ll
r9 = 81985529216486895 ll
r10 = -81985529216486896 ll
# ld_pseudo: LD_IMM64 with the pseudo kind (4 bits) in the src field.
ld_pseudo r1, 1, 2
ld_pseudo r0, 2, 0
ld_pseudo r10, 15, -1
# Legacy packet loads: LD ABS (0x20 u32, 0x28 u16, 0x30 u8) with imm, LD IND (0x40, 0x48, 0x50) with src reg.
r0 = *(u8 *)skb[0]
r0 = *(u8 *)skb[1]
r0 = *(u16 *)skb[12]
r0 = *(u16 *)skb[-1]
r0 = *(u32 *)skb[2147483647]
r0 = *(u32 *)skb[-2147483648]
r0 = *(u8 *)skb[r1]
r0 = *(u16 *)skb[r1]
r0 = *(u16 *)skb[r7]
r0 = *(u32 *)skb[r2]
r0 = *(u32 *)skb[r10]
