# Miscellaneous integer instructions, hand-written: xchg (the accumulator short form 90+r,
# and its edges: xchg %eax,%eax is not a nop in 64-bit mode, xchgq %rax,%rax is), bswap,
# the sign-extension family under both names, cmpxchg/cmpxchg8b/cmpxchg16b, xadd, lock,
# rep prefixes and the string instructions, ud2/ud2a, int3/int, syscall, flags and
# other system-level one-byte instructions, the clr* aliases of xor.
xchgq %rax, %rcx
xchgq %rcx, %rax
xchgq %rax, %r8
xchgq %r15, %rax
xchgl %eax, %ecx
xchgl %edx, %eax
xchgl %eax, %r9d
xchgl %eax, %eax
xchgq %rax, %rax
xchgw %ax, %ax
xchgw %ax, %bx
xchgw %r10w, %ax
xchgb %al, %cl
xchgb %al, %al
xchgb %ah, %bh
xchgb %sil, %r8b
xchgq %rbx, %rdx
xchgl %esi, %edi
xchgq %r9, %r10
xchgq %rcx, (%rax)
xchgq (%rax), %rcx
xchgl %ebx, 8(%rsp)
xchgw %cx, (%r12)
xchgb %dl, foo(%rip)
xchg %rax, %rsi
xchg %eax, %eax
xchg %r8d, %eax
bswapl %eax
bswapl %ecx
bswapl %esp
bswapl %r8d
bswapl %r15d
bswapq %rax
bswapq %rdi
bswapq %r8
bswapq %r13
bswap %edx
bswap %r11
cbtw
cwtl
cltq
cwtd
cltd
cqto
cbw
cwde
cdqe
cwd
cdq
cqo
cmpxchgb %cl, (%rax)
cmpxchgw %cx, (%rax)
cmpxchgl %ecx, (%rax)
cmpxchgq %rcx, (%rax)
cmpxchgb %al, %bl
cmpxchgw %r9w, %r10w
cmpxchgl %esi, %edi
cmpxchgq %r8, %r15
cmpxchgq %r11, 8(%rsp)
cmpxchg %eax, (%rbx)
cmpxchg8b (%rdi)
cmpxchg16b (%rdi)
cmpxchg16b 16(%r8)
xaddb %al, %bl
xaddw %cx, %dx
xaddl %esi, %edi
xaddq %r8, %r9
xaddb %cl, (%rax)
xaddw %cx, (%rax)
xaddl %ecx, (%rax)
xaddq %rcx, (%rax)
xadd %rax, 8(%r12)
lock addl $1, (%rax)
lock addq %rcx, 8(%rsp)
lock subl $1, foo(%rip)
lock orb $1, (%rdi)
lock andw $0xff, (%rdi)
lock xorq %rax, (%rdx)
lock adcl %eax, (%rbx)
lock sbbl %eax, (%rbx)
lock incq (%rax)
lock decl (%rax)
lock negq (%rax)
lock notl (%rax)
lock cmpxchgl %ecx, (%rdx)
lock cmpxchgq %rcx, (%rdx)
lock cmpxchgq %r9, (%r10)
lock cmpxchg16b (%rsi)
lock cmpxchg8b (%rsi)
lock xaddl %eax, (%rbx)
lock xaddq %rax, (%rbx)
lock btsl $1, (%rax)
lock btrq %rcx, (%rax)
lock btcw $3, (%rax)
rep movsb
rep movsq
rep stosb
rep stosq
rep stosl
repe cmpsb
repne scasb
repz cmpsq
repnz scasl
movsb
movsw
movsl
movsq
smovb
smovw
smovl
smovq
stosb
stosw
stosl
stosq
lodsb
lodsq
scasb
scasq
cmpsb
cmpsq
movsq (%rsi), %es:(%rdi)
ud2
ud2a
ud2b %eax, %ecx
int3
int $3
int $0x80
int $255
syscall
sysret
sysretq
pushfq
pushf
popfq
popf
pushfw
popfw
clc
stc
cmc
cld
std
cli
sti
lahf
sahf
hlt
cpuid
rdtsc
rdtscp
pause
mfence
lfence
sfence
leave
leaveq
enter $16, $0
enter $0x100, $1
clrb %al
clrb %r9b
clrw %ax
clrw %r10w
clrl %eax
clrl %edi
clrl %r11d
clrq %rax
clrq %rsp
clrq %r15
