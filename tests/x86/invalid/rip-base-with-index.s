# expect: invalid-address
# rip-relative addressing has no index
movl foo(%rip,%rax), %eax
