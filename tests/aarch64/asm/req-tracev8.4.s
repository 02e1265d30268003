// mattr: +tracev8.4
// instructions llvm-mc 19 takes only with: tracev8.4
tsb	csync
