// without wfxt: each line is rejected
wfet	x20
wfit	x4
