// mattr: +complxnum
fcadd.2d v21, v28, v30, #90
fcadd.2s v5, v14, v26, #270
fcadd.4s v1, v30, v15, #270
fcmla.2d v2, v12, v10, #180
fcmla.2s v7, v23, v11, #180
fcmla.4s v31, v4, v31, #0
fcmla.4s v8, v19, v29[1], #90
