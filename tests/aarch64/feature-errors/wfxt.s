// without wfxt: each line is rejected
wfet	x6
wfit	x5
