// mattr: +wfxt
// instructions llvm-mc 19 takes only with: wfxt
wfet	x10
wfit	x14
