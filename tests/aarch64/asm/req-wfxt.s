// mattr: +wfxt
// instructions llvm-mc 19 takes only with: wfxt
wfet	x6
wfit	x5
