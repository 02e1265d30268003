// expect: unknown-mnemonic
// movw is an AArch32 instruction; AArch64 uses movz
movw x0, #1
