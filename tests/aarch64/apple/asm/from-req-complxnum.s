// mattr: +complxnum
fcadd.2d v3, v6, v27, #270
fcadd.2s v22, v10, v23, #90
fcadd.4s v1, v29, v13, #90
fcmla.2d v27, v23, v6, #0
fcmla.2s v12, v31, v19, #0
fcmla.4s v29, v24, v8, #270
fcmla.4s v20, v11, v27[0], #180
