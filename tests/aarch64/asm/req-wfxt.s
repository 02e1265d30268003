// mattr: +wfxt
// instructions llvm-mc 19 takes only with: wfxt
wfet	x17
wfit	x16
